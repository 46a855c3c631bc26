export const DOCUMENTS_PATH = '/documents';
export const DOCUMENTS_SEARCH_PATH = `${DOCUMENTS_PATH}/search`;
export const TRANSIT_ADD_PATH = `${DOCUMENTS_PATH}/transitAdd`;

/** The transit page (preview with edit, finish, duplicate). */
export function transitPreviewPath(id: number): string {
  return `${DOCUMENTS_PATH}/${id}`;
}

/** The transit's uploaded documents: the transit page opened on its main document. */
export function transitDocumentsLocation(id: number): { pathname: string; search: string } {
  return { pathname: transitPreviewPath(id), search: '?go_to_main_doc' };
}

export function transitAlertsPath(id: number): string {
  return `${transitPreviewPath(id)}/alerts`;
}

export function transitDeletePath(id: number): string {
  return `${transitPreviewPath(id)}/delete`;
}

/** The list keeps its filters as `listFilters:documents` (cleared at logout). */
export const DOCUMENTS_LIST_NAME = 'documents';
