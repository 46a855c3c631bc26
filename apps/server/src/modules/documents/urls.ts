/** The company API's base path and the download paths of a document's file and a remark photo. */
export const API = '/company/api/v1/';
export const documentFileUrl = (documentId: number) => `${API}document/id/${documentId}/download`;
export const remarkFileUrl = (fileId: number) => `${API}document-file/${fileId}/download`;
