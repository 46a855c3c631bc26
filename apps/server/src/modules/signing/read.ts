// Reading: a transit's receivers for the signer chooser, and signature images.
import type { SignReceiversResponse } from '@transitdocs/domain';
import type { Caller } from '../../platform/auth.ts';
import type { Deps } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { documentsOfTransit, receiversOfTransit } from '../documents/index.ts';
import { requireTransit, userRequester } from '../transits/index.ts';
import { resolveTarget } from './access.ts';
import * as repo from './repo.ts';

/**
 * GET all-transit/{id}/receivers: the transit's receivers with the documents each has signed
 * and the sub-document made for each, so the chooser can disable the signed ones.
 */
export async function listReceivers(
  deps: Deps,
  caller: Caller,
  transitId: number,
): Promise<SignReceiversResponse> {
  const { transit } = await requireTransit(deps.db, userRequester(caller), transitId, 'view');
  const [receivers, signatures, documents] = await Promise.all([
    receiversOfTransit(deps.db, transit.id),
    repo.receiverSignatures(deps.db, transit.id),
    documentsOfTransit(deps.db, transit.id),
  ]);
  return receivers.map((receiver) => ({
    id: receiver.id,
    name: receiver.name,
    signed_documents: signatures
      .filter((s) => s.receiver_id === receiver.id)
      .map((s) => s.document_id),
    sub_document:
      documents.find((d) => d.parent_document_id !== null && d.receiver_id === receiver.id)?.id ??
      null,
  }));
}

/**
 * The signature image (PNG) of a signature on a document the caller may read; 404 otherwise.
 * Served at sign-document-signature/{id}/image.
 */
export async function readSignatureImage(
  deps: Deps,
  caller: Caller,
  signatureId: number,
): Promise<Buffer> {
  const row = await repo.findSignatureImage(deps.db, signatureId);
  if (!row?.signature_sha256) throw notFound();
  // Whoever may view the document (its company, a company it was shared in to) sees it.
  await resolveTarget(deps.db, { kind: 'user', caller }, row.document_id);
  const bytes = await deps.files.get(row.signature_sha256);
  if (!bytes) throw notFound();
  return bytes;
}
