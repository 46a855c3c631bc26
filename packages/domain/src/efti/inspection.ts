import { z } from '../zod-config.ts';
import { VerifyDocumentResponse } from '../verify/api.ts';
import { TransitEfti } from './api.ts';
import type { EftiNode } from './model.ts';

/**
 * The unique identifying link of a data set (Implementing Regulation 2024/1942): the gate the
 * platform reports to, the platform, and the data set. An authority resolves it through its gate.
 */
export const EftiUil = z.object({
  gate_id: z.string(),
  platform_id: z.string(),
  dataset_id: z.string(),
});
export type EftiUil = z.infer<typeof EftiUil>;

/**
 * The UIL as one line of text, for the QR code and for reading out: `gate/platform/dataset`.
 * Our gate and platform ids never hold a slash (their settings refuse it), so it splits back.
 */
export function uilText(uil: EftiUil): string {
  return `${uil.gate_id}/${uil.platform_id}/${uil.dataset_id}`;
}

/**
 * One leaf of the consignment with a value, in document order. `path` names the elements from
 * the consignment down, a repeated sibling numbered from 1 (`consignment/
 * mainCarriageTransportMovement[2]/usedTransportMeans/id`); `attributes` are the leaf's
 * (a weight's `unitCode`, an id's `schemeAgencyId`).
 */
export const EftiInspectionElement = z.object({
  path: z.string(),
  value: z.string(),
  attributes: z.record(z.string(), z.string()).optional(),
});
export type EftiInspectionElement = z.infer<typeof EftiInspectionElement>;

/** The transit's CMR as the inspector sees it: its PDF and what its verification says. */
export const EftiInspectionCmr = z.object({
  document_id: z.number().int(),
  name: z.string(),
  /** the document's public verification page id; null until the first signature */
  verify_id: z.string().nullable(),
  /** where the PDF is read (the caller's own document PDF address) */
  pdf_url: z.string(),
  /** who signed and whether the signatures' hash chain holds; null while unsigned */
  verification: VerifyDocumentResponse.nullable(),
});
export type EftiInspectionCmr = z.infer<typeof EftiInspectionCmr>;

/**
 * GET company/api/v1/all-transit/{id}/efti-inspection/: what a driver shows at a roadside
 * inspection. Read online once, then kept on the phone for offline use.
 */
export const EftiInspectionResponse = z.object({
  transit: z.object({ id: z.number().int(), transit_number: z.string() }),
  efti: TransitEfti,
  /** null when the platform reports to no gate (EFTI_GATE_ID unset) */
  uil: EftiUil.nullable(),
  elements: z.array(EftiInspectionElement),
  /** the transit's newest CMR, if it has one */
  cmr: EftiInspectionCmr.nullable(),
  /** when the server built this answer: the offline copy shows its age */
  read_at: z.string(),
});
export type EftiInspectionResponse = z.infer<typeof EftiInspectionResponse>;

/**
 * The leaves of a consignment model that carry a value, in document order, as the inspection
 * answer lists them. A name repeated under one parent is numbered from 1 (`[2]`); a lone child is
 * not, so a path reads like the subset table's where nothing repeats. Gaps are left out.
 */
export function inspectionElements(model: EftiNode): EftiInspectionElement[] {
  const out: EftiInspectionElement[] = [];
  const walk = (node: EftiNode, path: string) => {
    if (!node.children) {
      if (node.value === null || node.value === undefined) return;
      const element: EftiInspectionElement = { path, value: node.value };
      if (node.attributes) element.attributes = { ...node.attributes };
      out.push(element);
      return;
    }
    const counts = new Map<string, number>();
    for (const child of node.children) counts.set(child.name, (counts.get(child.name) ?? 0) + 1);
    const seen = new Map<string, number>();
    for (const child of node.children) {
      const index = (seen.get(child.name) ?? 0) + 1;
      seen.set(child.name, index);
      const step =
        (counts.get(child.name) ?? 0) > 1 ? `${child.name}[${String(index)}]` : child.name;
      walk(child, `${path}/${step}`);
    }
  };
  walk(model, model.name);
  return out;
}
