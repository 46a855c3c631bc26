import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ResponsiveDialog } from '../../ui/index.ts';

export type DetailField = { label: string; value: ReactNode };

export type RecordDetailsDialogProps = {
  title: string;
  /** While the record loads: a placeholder under the title. */
  isLoading: boolean;
  /** Shown instead of the fields when the record could not be loaded. */
  error: string | null;
  fields: readonly DetailField[];
  onClose: () => void;
  /** Extra actions (Edit) before Close. */
  actions?: ReactNode;
};

const TOUCH_TARGET = { minHeight: 48 } as const;

/**
 * The detail view of one record of a list (`/cars/{id}`, `/drivers/{id}`, `/clients/{id}`,
 * spec 3 §2, which leaves their content open): a read-only dialog over the list, its fields as
 * label and value.
 */
export function RecordDetailsDialog(props: RecordDetailsDialogProps) {
  const { title, isLoading, error, fields, onClose, actions } = props;
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 8 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={t('actions.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {error !== null ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : isLoading ? (
          <Skeleton variant="rounded" height={200} aria-label={title} />
        ) : (
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.25, sm: 1.5 },
              '& dt': { color: 'text.secondary', mt: { xs: 1.5, sm: 0 } },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            {fields.map((field) => (
              <Box key={field.label} sx={{ display: 'contents' }}>
                <dt>{field.label}</dt>
                <dd>{field.value === '' || field.value === null ? '—' : field.value}</dd>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose} variant="contained" sx={TOUCH_TARGET}>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
