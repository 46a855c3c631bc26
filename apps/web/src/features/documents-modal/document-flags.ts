import type { DocumentResponse } from '@transitdocs/domain';
import { rowActionsOf, mainDocumentOf } from './document-groups.ts';

/** What the query flags ask for: the preview, the editor or the remarks of a document. */
export type FlagTarget =
  { kind: 'preview' | 'edit' | 'remarks'; documentId: number } | { kind: 'clear' };

/**
 * Reads `go_to_main_doc`, `go_to_doc=<id>`, `open_edit` and `go_to_remarks` (spec 2 §2). The
 * document is the one named by `go_to_doc`, else the main document. `open_edit` opens the editor
 * when the rules allow it, else the preview; `go_to_remarks` opens its remarks. Null when no
 * flag is set; `clear` when no document matches.
 */
export function resolveDocumentFlags(
  search: string,
  documents: readonly DocumentResponse[],
  isOnline: boolean,
): FlagTarget | null {
  const params = new URLSearchParams(search);
  const named = params.get('go_to_doc');
  const hasFlag =
    named !== null ||
    params.has('go_to_main_doc') ||
    params.has('open_edit') ||
    params.has('go_to_remarks');
  if (!hasFlag) return null;
  const target =
    named !== null && /^\d+$/.test(named)
      ? documents.find((document) => document.id === Number(named))
      : named === null
        ? mainDocumentOf(documents)
        : undefined;
  if (!target) return { kind: 'clear' };
  if (params.has('go_to_remarks')) return { kind: 'remarks', documentId: target.id };
  if (params.has('open_edit') && rowActionsOf(target, isOnline).includes('edit')) {
    return { kind: 'edit', documentId: target.id };
  }
  return { kind: 'preview', documentId: target.id };
}
