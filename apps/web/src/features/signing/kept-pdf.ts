import { getSession } from '../../app/session-store.ts';
import { readPdfCopy } from '../offline-copy/pdf-copy.ts';

/**
 * The uploaded PDF as the phone kept it for offline use
 * (docs/decisions/0044-driver-working-set.md): where a signature is placed without a network. The
 * copy is of the version the phone shows, the one the queued item names.
 */
export async function readKeptPdf(documentId: number): Promise<Blob> {
  const userId = getSession().user?.id;
  const copy = userId === undefined ? null : await readPdfCopy(userId, documentId);
  if (copy === null) throw new Error('no kept copy of this PDF');
  return copy.blob;
}
