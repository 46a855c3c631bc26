import { sha256Of } from '../../platform/files/index.ts';
import type { EcmrImportResponse } from '@transitdocs/domain';
import { nowIso } from '../../db/index.ts';
import { type Caller, requireAccountAction } from '../../platform/auth.ts';
import type { Deps, RequestMeta } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import { writeTransaction } from '../../platform/events/index.ts';
import {
  insertImportedCmr,
  recordEcmrImport,
  type ImportedSignatureRecord,
} from '../documents/index.ts';
import { writeNewTransit } from '../transits/index.ts';
import { contractorFor } from './contractors.ts';
import type { EcmrMessage } from './message.ts';
import { prescreenEcmr } from './prescreen.ts';
import * as repo from './repo.ts';
import { cmrDataOf, transitRequestOf, type PartyIds } from './to-records.ts';

export type EcmrFile = { bytes: Uint8Array; fileName: string };

/** The import of this file made before by the company, as the import answers it. */
async function earlierImport(
  deps: Pick<Deps, 'db'>,
  companyId: number,
  sha256: string,
): Promise<EcmrImportResponse | null> {
  const found = await repo.findImport(deps.db, companyId, sha256);
  if (!found) return null;
  return {
    transit: { id: found.transit_id, transit_number: found.transit_number },
    document: found.document_id,
    created: false,
    issuing_platform: found.issuing_platform,
    imported_signatures: await repo.countImportedSignatures(deps.db, found.document_id),
  };
}

function signatureRecords(message: EcmrMessage, receiverId: number | null) {
  return message.signatures.map((s): ImportedSignatureRecord => ({
    signed_by_type: s.type,
    receiver_id: s.type === 'receiver' ? receiverId : null,
    signatory: s.signatory,
    role: s.role,
    signed_at: s.signedAt,
    received_at: s.receivedAt,
    place: s.place,
    method: s.method,
    signature_sha256: s.sha256,
    party: s.party,
    issuing_platform: s.issuingPlatform ?? message.issuingPlatform,
  }));
}

/**
 * ecmr/import/: an eCMR message becomes a transit with its CMR, in one transaction; the same
 * file again answers the transit it made (decision 0132). Every refusal is keyed to `file` and
 * leaves nothing behind.
 */
export async function importEcmr(
  deps: Pick<Deps, 'db' | 'events' | 'files' | 'ecmrReader'>,
  caller: Caller,
  file: EcmrFile,
  meta: RequestMeta,
): Promise<EcmrImportResponse> {
  requireAccountAction(caller, 'write_transits');
  prescreenEcmr(file.bytes);
  const stored = { sha256: sha256Of(file.bytes), size: file.bytes.byteLength };
  const before = await earlierImport(deps, caller.companyId, stored.sha256);
  if (before) return before;

  const reading = await deps.ecmrReader.read(file.bytes);
  if (!reading.ok) throw fieldError('file', reading.key);
  const message = reading.message;
  // Checked once before anything is written, with placeholder ids (the shapes do not change).
  const probeIds: PartyIds = {
    sender: message.sender ? 1 : null,
    receiver: message.receiver ? 1 : null,
    carriers: message.carriers.map(() => 1),
  };
  if (!transitRequestOf(message, probeIds).success || !cmrDataOf(message, probeIds, 1).success) {
    throw fieldError('file', 'ecmr_incomplete');
  }

  await deps.files.put(file.bytes);
  const now = nowIso();
  const context = { caller, meta, now };
  try {
    return await writeTransaction(deps, async (trx) => {
      const created = new Map<string, number>();
      const ids: PartyIds = {
        sender: message.sender
          ? await contractorFor(trx, caller.companyId, message.sender, now, created)
          : null,
        receiver: message.receiver
          ? await contractorFor(trx, caller.companyId, message.receiver, now, created)
          : null,
        carriers: [],
      };
      for (const carrier of message.carriers) {
        if (!carrier.client) break;
        ids.carriers.push(await contractorFor(trx, caller.companyId, carrier.client, now, created));
      }
      const request = transitRequestOf(message, ids);
      if (!request.success) throw fieldError('file', 'ecmr_incomplete');
      const transit = await writeNewTransit(trx, caller, request.data, meta, now);
      const receiverId = await repo.firstReceiverId(trx, transit);
      const data = cmrDataOf(message, ids, receiverId);
      if (!data.success) throw fieldError('file', 'ecmr_incomplete');
      const document = await insertImportedCmr(trx, context, transit, data.data, receiverId);
      const ecmrImport = await repo.insertImport(trx, {
        company_id: caller.companyId,
        transit_id: transit.id,
        document_id: document.id,
        source_sha256: stored.sha256,
        source_size: stored.size,
        original_file_name: file.fileName || 'ecmr.xml',
        message_id: message.messageId,
        issued_at: message.issuedAt,
        issuing_platform: message.issuingPlatform,
        created_by: caller.userId,
        created_at: now,
      });
      const signatures = signatureRecords(message, receiverId);
      await recordEcmrImport(trx, context, document, ecmrImport, signatures);
      return {
        transit: { id: transit.id, transit_number: transit.transit_number },
        document: document.id,
        created: true,
        issuing_platform: message.issuingPlatform,
        imported_signatures: signatures.length,
      };
    });
  } catch (error) {
    // The same file imported at the same moment: the unique (company, file) answers that one.
    const raced = await earlierImport(deps, caller.companyId, stored.sha256);
    if (raced) return raced;
    throw error;
  }
}
