import type { Language } from '@transitdocs/domain';
import { nowIso, type Db } from '../db/index.ts';
import type { Mailer } from './mail.ts';
import { renderMessage, type MessageKind, type MessageParams } from './messages/index.ts';
import type { SmsSender } from './sms.ts';

export type Recipient = {
  companyId: number | null;
  userId: number | null;
  email: string | null;
  phone: string | null;
  language: Language;
};

export type Outbound = {
  /** Sends by e-mail when the recipient has one, else by SMS; returns the channel or null. */
  send<K extends MessageKind>(
    recipient: Recipient,
    kind: K,
    params: MessageParams[K],
  ): Promise<'email' | 'sms' | null>;
};

/** Every message sent is recorded in outbound_messages for billing (SMS are charged). */
export function createOutbound(deps: { db: Db; mailer: Mailer; sms: SmsSender }): Outbound {
  const record = async (
    recipient: Recipient,
    channel: 'email' | 'sms',
    to: string,
    kind: MessageKind,
  ) => {
    await deps.db
      .insertInto('outbound_messages')
      .values({
        company_id: recipient.companyId,
        user_id: recipient.userId,
        channel,
        recipient: to,
        kind,
        created_at: nowIso(),
      })
      .execute();
  };
  return {
    async send(recipient, kind, params) {
      const message = renderMessage(recipient.language, kind, params);
      if (recipient.email) {
        await deps.mailer.send({
          to: recipient.email,
          subject: message.subject,
          text: message.text,
          kind,
          language: recipient.language,
        });
        await record(recipient, 'email', recipient.email, kind);
        return 'email';
      }
      if (recipient.phone) {
        await deps.sms.send({ to: recipient.phone, text: message.sms, kind });
        await record(recipient, 'sms', recipient.phone, kind);
        return 'sms';
      }
      return null;
    },
  };
}
