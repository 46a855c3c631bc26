import type { NotificationData } from './protocol.ts';

/**
 * Who acted, as notifications name him: "First Last (Company)", or whichever part is known, ''
 * when none is. The web's notification texts and the server's push texts both use it.
 */
export function notificationAuthor(
  data: Pick<NotificationData, 'first_name' | 'last_name' | 'company_name'>,
): string {
  const person = [data.first_name?.trim(), data.last_name?.trim()].filter(Boolean).join(' ');
  const company = data.company_name?.trim() ?? '';
  return person && company ? `${person} (${company})` : person || company;
}
