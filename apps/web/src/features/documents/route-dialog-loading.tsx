import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../../i18n/react.ts';

/**
 * What a dialog opened straight from its address (a link, a reload) shows while its code and
 * texts load: the list dimmed as under a dialog, with a named spinner, never the list alone as
 * if nothing were happening. Dialogs opened from a button keep the screen they come from up.
 */
export function RouteDialogLoading() {
  // Never waits for texts itself: before `common` has arrived the spinner is named after the app.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress aria-label={ready ? t('loading') : 'TransitDocs'} />
    </Backdrop>
  );
}
