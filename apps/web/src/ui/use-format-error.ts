import { useState } from 'react';
import { useTranslateError } from './use-translate-error.ts';

/**
 * The message under a typed date or time field: the form's own error first; else, once the field
 * was left, `errorKey` while the text is not empty and `isValid` refuses it. Fixing the text clears
 * it at once, without waiting for the form to be submitted.
 */
export function useFormatError(
  text: string,
  isValid: (text: string) => boolean,
  errorKey: string,
  formError: string | undefined,
): { message: string | undefined; markLeft: () => void } {
  const translateError = useTranslateError();
  const [wasLeft, setWasLeft] = useState(false);
  const trimmed = text.trim();
  const isMalformed = wasLeft && trimmed !== '' && !isValid(trimmed);
  const message = formError ?? (isMalformed ? translateError(errorKey) : undefined);
  return {
    message,
    markLeft: () => {
      setWasLeft(true);
    },
  };
}
