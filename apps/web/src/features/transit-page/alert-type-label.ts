import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react.ts';

/**
 * An alert type as the user reads it: default types by the profile's key built from the lowercase
 * message (`profile:alert_types.delay`), custom ones as their author wrote them.
 */
export function useAlertTypeLabel(): (type: { message: string; default: boolean }) => string {
  const { t } = useTranslation('profile');
  return useCallback(
    (type: { message: string; default: boolean }) =>
      type.default
        ? t(`alert_types.${type.message.toLowerCase()}`, { defaultValue: type.message })
        : type.message,
    [t],
  );
}
