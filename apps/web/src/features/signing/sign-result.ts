import { useTranslation } from '../../i18n/react.ts';
import { useTranslateError } from '../../ui/index.ts';

export type SignOutcome = { severity: 'success' | 'error'; messages: string[] };

/**
 * The words of a signature's result (spec 2 §4): 'verify_success' with 'verify_sign_success', or
 * 'verify_failed' with the server's messages joined by commas ('verify_failed_sign_doc' when it
 * gave none). The signing dialog shows them as its last state, so the result is no new screen.
 */
export function useSignResultText(outcome: SignOutcome | null): {
  title: string;
  message: string;
} | null {
  const { t } = useTranslation('signing');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  if (!outcome) return null;
  if (outcome.severity === 'success') {
    return { title: tc('verify_success'), message: t('sign.verify_sign_success') };
  }
  return {
    title: t('sign.verify_failed'),
    message:
      outcome.messages.length > 0
        ? outcome.messages.map(translateError).join(', ')
        : t('sign.verify_failed_sign_doc'),
  };
}
