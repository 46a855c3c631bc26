import { useTranslation } from '../i18n/react.ts';
import { ResultDialog } from '../ui/result-dialog.tsx';

/** The blocked account's message; OK reloads the page (spec 1 §4). */
export function BlockedAccountNotice() {
  const { t } = useTranslation('auth');
  return (
    <ResultDialog
      open
      severity="error"
      title={t('login.account_blocked_title')}
      messages={[t('login.your_account_is_blocked')]}
      onClose={() => {
        window.location.reload();
      }}
    />
  );
}
