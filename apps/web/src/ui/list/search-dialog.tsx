import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ResponsiveDialog } from '../responsive-dialog.tsx';

export type SearchDialogProps = {
  /** Already translated, e.g. "Search contractors". */
  title: string;
  /** Closes without searching (back to the list). */
  onClose: () => void;
  /** Submit of the form: e.g. `handleSubmit(search)` of react-hook-form. */
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** Clear filters: empties the stored filters (and usually closes). */
  onClear: () => void;
  /** The filter fields. */
  children: ReactNode;
};

/** A list's search dialog (a route, so back closes it): filter fields, Clear filters and Search. */
export function SearchDialog({ title, onClose, onSubmit, onClear, children }: SearchDialogProps) {
  const { t } = useTranslation('lists');
  const { t: tCommon } = useTranslation('common');
  const titleId = useId();
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={onSubmit} role="search" aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ pr: 8 }}>
          {title}
        </DialogTitle>
        <IconButton
          aria-label={tCommon('actions.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClear}>{t('filters.clear')}</Button>
          <Button type="submit" variant="contained">
            {t('actions.search')}
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
