import CloudOff from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useOnline } from '../../app/use-online.ts';
import { EmptyState } from '../empty-state.tsx';

export type ListStatusProps = {
  /** Nothing to show yet: skeleton rows. */
  isLoading: boolean;
  /** The last fetch failed; the error itself is not shown (spec 3 §8), only a generic text. */
  isError: boolean;
  /** Loaded and no rows: the empty state. */
  isEmpty: boolean;
  empty: { icon: ReactNode; title: string; hint: string };
  skeletonRows?: number;
  /**
   * Whether the list says itself that the device is offline; false where the app's offline banner
   * is already on screen above it, so the text shows once.
   */
  hasOfflineNotice?: boolean;
  /** The rows; shown whenever there are any (also under an error or the offline text). */
  children: ReactNode;
};

/** What a list shows besides its rows: loading skeleton, error text, offline text, empty state. */
export function ListStatus(props: ListStatusProps) {
  const { isLoading, isError, isEmpty, empty, skeletonRows = 10, children } = props;
  const { hasOfflineNotice = true } = props;
  const { t } = useTranslation('lists');
  const { t: tCommon } = useTranslation('common');
  const isOnline = useOnline();
  return (
    <>
      {!isOnline && hasOfflineNotice && (
        <Alert severity="warning" icon={<CloudOff />} role="status" sx={{ mb: 1 }}>
          {tCommon('offline')}
        </Alert>
      )}
      {isError && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {t('load_error')}
        </Alert>
      )}
      {isLoading ? (
        <Box role="progressbar" aria-label={t('loading')} aria-busy>
          {Array.from({ length: skeletonRows }, (_, index) => (
            <Skeleton key={index} variant="rectangular" height={44} sx={{ mb: 0.5 }} />
          ))}
        </Box>
      ) : isEmpty ? (
        isError ? null : (
          <EmptyState icon={empty.icon} title={empty.title} hint={empty.hint} />
        )
      ) : (
        children
      )}
    </>
  );
}
