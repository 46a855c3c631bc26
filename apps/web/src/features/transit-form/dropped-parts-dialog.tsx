import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { IncompleteTransitParts } from '@transitdocs/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ResponsiveDialog } from '../../ui/index.ts';

const PARTS = ['places', 'receivers', 'carriers'] as const;

/**
 * Before a save that would drop typed parts (spec 1 §4 submit rule), one line says what goes;
 * the user saves without them or goes back to complete them.
 */
export function DroppedPartsDialog(props: {
  parts: IncompleteTransitParts | null;
  onSave: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('transit_form');
  const titleId = useId();
  const { parts } = props;
  const line = parts
    ? PARTS.filter((part) => parts[part] > 0)
        .map((part) => t(`dropped.${part}`, { n: parts[part] }))
        .join('; ')
    : '';
  return (
    <ResponsiveDialog open={parts !== null} onClose={props.onBack} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('dropped.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('dropped.line', { parts: line })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onBack}>{t('dropped.back')}</Button>
        <Button variant="contained" autoFocus onClick={props.onSave}>
          {t('dropped.save')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
