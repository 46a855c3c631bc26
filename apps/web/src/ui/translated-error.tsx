import { Suspense } from 'react';
import { useTranslateError } from './use-translate-error.ts';

function Text({ message }: { message: string }) {
  return useTranslateError()(message);
}

/**
 * An error key (`required`, `enter_max_chars?count=500`) as text of the current language. Only
 * mounted once there is an error, so a screen that shows none never fetches the `errors` texts;
 * while they arrive, the rest of the screen stays as it is.
 */
export function TranslatedError({ message }: { message: string }) {
  return (
    <Suspense fallback={null}>
      <Text message={message} />
    </Suspense>
  );
}
