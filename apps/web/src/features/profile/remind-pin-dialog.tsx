import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate } from 'react-router';
import { ConfirmDialog, ResultDialog } from '../../ui/index.ts';
import { useRemindPinMutation } from './profile-api.ts';
import { PROFILE_SETTINGS_PATH } from './profile-paths.ts';
import { collectServerMessages } from './server-messages.ts';

type RemindPinOutcome = { kind: 'sent' } | { kind: 'failed'; messages: string[] };

/** The /profile/settings/sendPin route: confirms, then asks the server to send a new PIN. */
export function RemindPinDialog() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const mutation = useRemindPinMutation();
  const [outcome, setOutcome] = useState<RemindPinOutcome | null>(null);

  const backToSettings = () => void navigate(PROFILE_SETTINGS_PATH);

  const sendPin = async () => {
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync();
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({ kind: 'failed', messages: collectServerMessages(error) });
    }
  };

  if (outcome) {
    const isSent = outcome.kind === 'sent';
    return (
      <ResultDialog
        open
        severity={isSent ? 'success' : 'error'}
        title={isSent ? t('pin_sent_title') : t('remind_of_pin_failed')}
        messages={isSent ? [t('pin_sent')] : outcome.messages}
        onClose={backToSettings}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title={t('remind_pin_title')}
      message={t('remind_pin_question')}
      confirmLabel={t('send_pin')}
      onConfirm={() => void sendPin()}
      onCancel={backToSettings}
    />
  );
}
