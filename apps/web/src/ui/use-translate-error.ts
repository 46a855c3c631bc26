import { useCallback } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { parseErrorKey } from '@transitdocs/domain';

const KEY_PATTERN = /^[a-z0-9_.]+(\?.*)?$/;

/** Turns a message key such as `enter_max_chars?count=500` into text of the current language. */
export function useTranslateError(): (message: string) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (message: string) => {
      // Text that is not a key (already translated) is shown as it is.
      if (!KEY_PATTERN.test(message)) return message;
      const { key, params } = parseErrorKey(message);
      return t(key, { ...params, defaultValue: key });
    },
    [t],
  );
}
