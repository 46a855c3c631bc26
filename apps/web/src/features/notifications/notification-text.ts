import { notificationSentence, sentenceWho, type NotificationMessage } from '@transitdocs/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useAlertTypeLabel } from '../transit-page/alert-type-label.ts';

/** The sentence of a notification in the interface language, picked by its type. */
export function useNotificationText(): (notification: NotificationMessage) => string {
  const { t } = useTranslation('notifications');
  const alertLabel = useAlertTypeLabel();
  return useCallback(
    (notification: NotificationMessage) => {
      const sentence = notificationSentence(notification);
      return t(`types.${sentence.key}`, {
        number: sentence.transitNumber ?? '—',
        document: sentence.documentName ?? t('a_document'),
        who: sentenceWho(sentence, {
          someone: t('someone'),
          apiKey: (key) => t('api_key', { key }),
          personWithApiKey: (who, key) => t('who_with_api_key', { who, key }),
        }),
        message: sentence.alert ? alertLabel(sentence.alert) : '',
        url: sentence.webhookUrl ?? '',
      });
    },
    [t, alertLabel],
  );
}
