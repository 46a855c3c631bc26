import type { RecordedEvent, DomainEvent, EventCircumstances } from '@transitdocs/domain';
import type { Executor } from '../../db/index.ts';

// The history tables are the event log: each event is one row of its subject's history (a
// transit's, a document's, or the company's own log), and the row's id names the event.

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/** Appends the events to their logs (one statement per subject); answers them with ids. */
export async function appendToHistory(
  trx: Executor,
  events: readonly (DomainEvent & EventCircumstances)[],
): Promise<RecordedEvent[]> {
  const ids = new Map<DomainEvent & EventCircumstances, string>();
  const transits = events.filter((event) => event.subject === 'transit');
  const documents = events.filter((event) => event.subject === 'document');
  if (transits.length > 0) {
    const rows = await trx
      .insertInto('transit_events')
      .values(
        transits.map((event) => ({
          transit_id: event.transitId,
          company_id: event.companyId,
          type: event.data.type,
          actor_user_id: event.actor.userId,
          actor_api_key_id: event.actor.apiKeyId,
          actor_name: event.actor.name,
          ip: event.ip,
          user_agent: event.userAgent,
          data: JSON.stringify(event.data),
          created_at: event.at,
        })),
      )
      .returning('id')
      .execute();
    transits.forEach((event, i) => ids.set(event, `transit:${String(rows[i]?.id)}`));
  }
  if (documents.length > 0) {
    const rows = await trx
      .insertInto('document_events')
      .values(
        documents.map((event) => ({
          document_id: event.documentId,
          transit_id: event.transitId,
          company_id: event.companyId,
          type: event.data.type,
          actor_user_id: event.actor.userId,
          actor_api_key_id: event.actor.apiKeyId,
          actor_company_id: event.actor.companyId,
          actor_name: event.actor.name,
          ip: event.ip,
          user_agent: event.userAgent,
          data: JSON.stringify(event.data),
          created_at: event.at,
          geolocation: json(event.location),
        })),
      )
      .returning('id')
      .execute();
    documents.forEach((event, i) => ids.set(event, `document:${String(rows[i]?.id)}`));
  }
  const companies = events.filter((event) => event.subject === 'company');
  if (companies.length > 0) {
    const rows = await trx
      .insertInto('company_events')
      .values(
        companies.map((event) => ({
          company_id: event.companyId,
          type: event.data.type,
          actor_user_id: event.actor.userId,
          actor_api_key_id: event.actor.apiKeyId,
          actor_name: event.actor.name,
          ip: event.ip,
          user_agent: event.userAgent,
          data: JSON.stringify(event.data),
          created_at: event.at,
        })),
      )
      .returning('id')
      .execute();
    companies.forEach((event, i) => ids.set(event, `company:${String(rows[i]?.id)}`));
  }
  // In the order the write gave them: subscribers see what happened as it happened.
  return events.map((event) => ({ ...event, id: ids.get(event) ?? '' }));
}
