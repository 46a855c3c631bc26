import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import type { PdfPageClick } from '../../ui/pdf/page-click.ts';
import { uploadedFileQuery } from '../documents-modal/document-pdf-query.ts';
import { PdfPages } from '../pdf-viewer/pdf-pages.tsx';

export type PdfPlacementProps = {
  documentId: number;
  title: string;
  placement: PdfPageClick | null;
  onPlace: (placement: PdfPageClick) => void;
  /** Another way to read the file (a share link's); the session's download by default. */
  loadFile?: (documentId: number) => Promise<Blob>;
};

/**
 * The pages of an uploaded PDF; a click places the signature there, shown by an X. Until the
 * first click a hint says to choose the place (spec 2 §2).
 */
export function PdfPlacement(props: PdfPlacementProps) {
  const { documentId, title, placement, onPlace, loadFile } = props;
  const { t } = useTranslation('signing');
  // Another reader may need no network (the phone's copy): asked offline too.
  const bytes = useQuery({
    ...uploadedFileQuery(documentId, loadFile),
    ...(loadFile ? { networkMode: 'offlineFirst' as const } : {}),
  });
  return (
    <Stack spacing={1} sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      {/* Kept in view while the signer scrolls through the pages. */}
      <Box sx={{ position: 'sticky', top: 0, zIndex: 1 }}>
        {placement === null ? (
          <Alert severity="info">{t('place.hint')}</Alert>
        ) : (
          <Alert severity="success">{t('place.placed', { page: placement.page })}</Alert>
        )}
      </Box>
      {bytes.isError ? (
        <Alert severity="error" role="alert">
          {t('place.load_failed')}
        </Alert>
      ) : (
        <PdfPages
          data={bytes.data ?? null}
          title={title}
          onPageClick={onPlace}
          overlay={(page) =>
            placement?.page === page ? (
              <Box
                role="img"
                aria-label={t('place.marker')}
                sx={{
                  position: 'absolute',
                  left: `${String(placement.x * 100)}%`,
                  top: `${String(placement.y * 100)}%`,
                  transform: 'translate(-50%, -50%)',
                  fontSize: 40,
                  fontWeight: 700,
                  lineHeight: 1,
                  color: 'error.main',
                  textShadow: '0 0 3px white',
                }}
              >
                X
              </Box>
            ) : null
          }
        />
      )}
    </Stack>
  );
}
