import type { MainDocumentMarks } from '@transitdocs/domain';
import type { DocumentRow } from '../../db/schema.ts';

/** A stored document's marks, as the rulebook's `mainDocumentOf` reads them. */
export function rowMarks(
  row: Pick<DocumentRow, 'id' | 'is_main_document' | 'parent_document_id'>,
): MainDocumentMarks {
  return { id: row.id, isMain: row.is_main_document === 1, parentId: row.parent_document_id };
}
