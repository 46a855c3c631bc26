import { useQuery } from '@tanstack/react-query';
import type { EftiInspectionResponse } from '@transitdocs/domain';
import { fetchInspection, fetchInspectionPdf, isServerUnreachable } from './inspection-api.ts';
import {
  readStoredInspection,
  readStoredPdf,
  storeInspection,
  storePdf,
} from './inspection-store.ts';

/** Neither the server nor the phone has the inspection: it was never opened online here. */
export class NoStoredCopyError extends Error {
  constructor() {
    super('No stored inspection copy');
    this.name = 'NoStoredCopyError';
  }
}

export type InspectionCopy = {
  answer: EftiInspectionResponse;
  /** `network`: read just now; `stored`: the copy on the phone (offline, server unreachable) */
  source: 'network' | 'stored';
  /** whether the answer is kept on the phone (false where it could not be stored) */
  isStored: boolean;
};

export type PdfCopy = { bytes: ArrayBuffer; isStored: boolean };

async function loadInspection(transitId: number, userId: number): Promise<InspectionCopy> {
  if (navigator.onLine) {
    try {
      const answer = await fetchInspection(transitId);
      const savedAt = await storeInspection(userId, answer).catch(() => null);
      return { answer, source: 'network', isStored: savedAt !== null };
    } catch (error) {
      // A refusal (403, 404) is an answer: only a missing one falls back to the stored copy.
      if (!isServerUnreachable(error)) throw error;
    }
  }
  const stored = await readStoredInspection(userId, transitId);
  if (!stored) throw new NoStoredCopyError();
  return { answer: stored.answer, source: 'stored', isStored: true };
}

async function loadPdf(userId: number, pdfUrl: string, preferStored: boolean): Promise<PdfCopy> {
  if (!preferStored && navigator.onLine) {
    try {
      const bytes = await fetchInspectionPdf(pdfUrl);
      const isStored = await storePdf(userId, pdfUrl, bytes).catch(() => false);
      return { bytes, isStored };
    } catch (error) {
      if (!isServerUnreachable(error)) throw error;
    }
  }
  const stored = await readStoredPdf(userId, pdfUrl);
  if (stored) return { bytes: stored, isStored: true };
  if (preferStored && navigator.onLine) return loadPdf(userId, pdfUrl, false);
  throw new NoStoredCopyError();
}

const inspectionKeys = {
  answer: (transitId: number, userId: number) => ['inspection', transitId, userId] as const,
  pdf: (transitId: number, userId: number, url: string, source: InspectionCopy['source']) =>
    ['inspection', transitId, userId, 'pdf', url, source] as const,
};

/**
 * The inspection of a transit: read from the server and stored on the phone, or, offline or
 * when the server cannot be reached, the stored copy. The CMR's PDF follows its answer: read
 * fresh with a fresh answer, from the phone with a stored one. Both run offline too (the query
 * library would otherwise hold them until a connection comes back).
 */
export function useInspection(transitId: number, userId: number) {
  const answer = useQuery({
    queryKey: inspectionKeys.answer(transitId, userId),
    queryFn: () => loadInspection(transitId, userId),
    enabled: Number.isInteger(transitId),
    networkMode: 'always',
    retry: false,
  });
  const copy = answer.data;
  const pdfUrl = copy?.answer.cmr?.pdf_url ?? null;
  const source = copy?.source ?? 'network';
  const pdf = useQuery({
    queryKey: inspectionKeys.pdf(transitId, userId, pdfUrl ?? '', source),
    queryFn: () => loadPdf(userId, pdfUrl ?? '', source === 'stored'),
    enabled: pdfUrl !== null,
    networkMode: 'always',
    retry: false,
    // Megabytes: not kept once the view is closed.
    gcTime: 0,
  });
  return { answer, pdf };
}
