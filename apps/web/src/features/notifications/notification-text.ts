import { NotificationTypeSchema, type NotificationMessage } from '@transitdocs/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlertTypeLabel } from '../transit-page/alert-type-label.ts';

/** The sentence of a notification in the interface language, picked by its type. */
export function useNotificationText(): (notification: NotificationMessage) => string {
  const { t } = useTranslation('notifications');
  const alertLabel = useAlertTypeLabel();
  return useCallback(
    (notification: NotificationMessage) => {
      const { data } = notification;
      const person = [data.first_name, data.last_name].filter(Boolean).join(' ');
      const who = person || data.company_name;
      const values = {
        number: data.transit_number ?? '—',
        document: data.document_name ?? t('a_document'),
        who: who || t('someone'),
        message: data.alert_message
          ? alertLabel({ message: data.alert_message, default: data.alert_default ?? false })
          : '',
      };
      const parsed = NotificationTypeSchema.safeParse(notification.type);
      const type = parsed.success ? parsed.data : 'other';
      // An alert names its sender only when the server knows one.
      return t(`types.${type === 'alert' && who ? 'alert_by' : type}`, values);
    },
    [t, alertLabel],
  );
}
