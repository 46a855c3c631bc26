// Refused sign attempts, recorded in the document's history.
import { OfflineSignatureItem } from '@transitdocs/domain';
import { isUniqueViolation, nowIso } from '../../db/index.ts';
import type { Deps } from '../../platform/context.ts';
import { recordQueuedItem } from '../documents/index.ts';
import { writeTransaction } from '../../platform/events/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { DocumentEventData } from '@transitdocs/domain';
import { appendSigningEvent, recordSigningEvent, refusalBody, type SignTarget } from './access.ts';
import type { OfflineProgress } from './offline-signature.ts';
import { locationForHistory, rawJson, type SignDocumentInput } from './sign-input.ts';

/** The history entry of a refused attempt: a queued offline signature says more of itself. */
function refusalEvent(
  input: SignDocumentInput,
  error: unknown,
  body: Record<string, unknown>,
): DocumentEventData {
  const raw = input.fields;
  const receiver = Number(raw.receiver_id);
  const slot = {
    signed_by_type: typeof raw.signed_by_type === 'string' ? raw.signed_by_type : null,
    receiver_id: Number.isInteger(receiver) && receiver > 0 ? receiver : null,
  };
  if (raw.offline === undefined || raw.offline === '') {
    return { type: 'sign_attempt_refused', ...slot, errors: body };
  }
  const item = OfflineSignatureItem.partial().safeParse(rawJson(raw.offline));
  const data = rawJson(raw.signature_data);
  const name =
    typeof data === 'object' && data !== null && 'sign_fullname' in data
      ? data.sign_fullname
      : null;
  const capturedAt = typeof raw.captured_at === 'string' ? raw.captured_at.slice(0, 40) : null;
  return {
    type: 'sign_attempt_refused',
    offline: true,
    ...slot,
    item_id: item.success ? (item.data.item_id ?? null) : null,
    key_id: item.success ? (item.data.key_id ?? null) : null,
    signer_name: typeof name === 'string' ? name.slice(0, 200) : null,
    captured_at: capturedAt,
    reason: error instanceof AppError ? error.key : 'invalid_format',
    errors: body,
  };
}

/**
 * Runs `attempt`; a refusal (bad input or a rule) is recorded in the history, then thrown. A
 * verified offline item's refusal is also kept by its item id, in the same write; when the same
 * item was recorded meanwhile (it arrived twice at once) nothing is written.
 */
export async function recordingRefusal(
  deps: Deps,
  input: SignDocumentInput,
  target: SignTarget,
  progress: OfflineProgress,
  attempt: () => Promise<void>,
): Promise<void> {
  try {
    await attempt();
  } catch (error) {
    const body = refusalBody(error);
    if (body) {
      const meta = {
        ip: input.ip,
        userAgent: input.userAgent,
        location: locationForHistory(input.location),
      };
      const event = refusalEvent(input, error, body);
      const now = nowIso();
      const { verified } = progress;
      if (verified && input.actor.kind === 'user') {
        const caller = input.actor.caller;
        try {
          await writeTransaction(deps, async (trx) => {
            await recordQueuedItem(trx, {
              company_id: caller.companyId,
              user_id: caller.userId,
              item_id: verified.item.item_id,
              kind: 'signature',
              document_id: target.document.id,
              key_id: verified.keyId,
              device_signature: verified.item.signature,
              status: 'refused',
              signature_id: null,
              remark_id: null,
              answer_status: error instanceof AppError ? error.status : 400,
              answer_key: error instanceof AppError ? error.key : 'invalid_format',
              answer_body: JSON.stringify(body),
              captured_at: verified.capturedAt,
              created_at: now,
            });
            await appendSigningEvent(trx, target.document, input.actor, meta, event, now);
          });
          progress.recorded = true;
        } catch (recordError) {
          if (!isUniqueViolation(recordError)) throw recordError;
        }
      } else {
        await recordSigningEvent(deps, target.document, input.actor, meta, event, now);
      }
    }
    throw error;
  }
}
