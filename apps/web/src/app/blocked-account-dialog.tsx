import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultDialog } from '../ui/result-dialog.tsx';
import { isAccountBlocked, subscribeBlockedAccount } from './blocked-account.ts';

/** Shown when the server answers `inactive_user`; OK reloads the page (spec 1 §4). */
export function BlockedAccountDialog() {
  const { t } = useTranslation('auth');
  const isBlocked = useSyncExternalStore(subscribeBlockedAccount, isAccountBlocked);
  return (
    <ResultDialog
      open={isBlocked}
      severity="error"
      title={t('login.account_blocked_title')}
      messages={[t('login.your_account_is_blocked')]}
      onClose={() => {
        window.location.reload();
      }}
    />
  );
}
