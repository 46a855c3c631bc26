import { useTranslation } from '../i18n/react.ts';
import { LoadingIndicator } from '../ui/loading-indicator.tsx';

/**
 * What shows while a screen's code or texts are on their way. It never waits for texts itself:
 * before the first namespace has arrived it is named after the app.
 */
export function ScreenLoading({ minHeight }: { minHeight?: number | string }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return <LoadingIndicator label={ready ? t('loading') : 'TransitDocs'} minHeight={minHeight} />;
}
