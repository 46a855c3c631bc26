/**
 * What says which document is a transit's main one: its own mark, and for a sub-document its
 * parent and whether that parent is marked (a list may hold the child without its parent).
 */
export type MainDocumentMarks = {
  id: number;
  isMain: boolean;
  parentId: number | null;
  parentIsMain?: boolean;
};

/**
 * The transit's main document (spec 1 §4, spec 2 §2): the CMR of the transit's receivers, the
 * one its data set, reports, the PDF, the driver's card and the web treat as the transit's. It is
 * the document marked main; else, when only its sub-documents are listed, their parent. A
 * transit whose documents were generated without a group has no marked one: `orFirstStandAlone`
 * then takes its first stand-alone document (in the list's order), for readers that need one.
 */
export function mainDocumentOf<D>(
  documents: readonly D[],
  marksOf: (document: D) => MainDocumentMarks,
  options: { orFirstStandAlone?: boolean } = {},
): D | null {
  const marks = documents.map(marksOf);
  const find = (test: (mark: MainDocumentMarks) => boolean): D | null => {
    const index = marks.findIndex(test);
    return index < 0 ? null : (documents[index] ?? null);
  };
  const child = marks.find((mark) => mark.parentIsMain === true && mark.parentId !== null);
  return (
    find((mark) => mark.isMain) ??
    (child ? find((mark) => mark.id === child.parentId) : null) ??
    (options.orFirstStandAlone === true ? find((mark) => mark.parentId === null) : null)
  );
}

/** Whether the transit has a main document at all, listed or only through a sub-document. */
export function hasMainDocumentIn<D>(
  documents: readonly D[],
  marksOf: (document: D) => MainDocumentMarks,
): boolean {
  return documents.map(marksOf).some((mark) => mark.isMain || mark.parentIsMain === true);
}

/** The marks of a document as the API answers it (`Document`). */
export function documentMarks(document: {
  id: number;
  is_main_document: boolean;
  parent_document: number | null;
  parent_document_is_main_document: boolean;
}): MainDocumentMarks {
  return {
    id: document.id,
    isMain: document.is_main_document,
    parentId: document.parent_document,
    parentIsMain: document.parent_document_is_main_document,
  };
}

/** The marks of a transit's document summary, which names no parent. */
export function summaryMarks(document: {
  id: number;
  is_main_document: boolean;
  parent_document_is_main_document: boolean;
}): MainDocumentMarks {
  return {
    id: document.id,
    isMain: document.is_main_document,
    parentId: null,
    parentIsMain: document.parent_document_is_main_document,
  };
}
