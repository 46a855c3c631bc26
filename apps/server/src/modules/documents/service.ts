// The documents module as other modules, tests and the seed reach it (docs/architecture.md: a
// module reaches another's data only through its service). Each concern has its own file; this
// re-exports their public API unchanged.
export { API, documentFileUrl, remarkFileUrl } from './urls.ts';
export { toDocuments } from './responses.ts';
export {
  documentForRender,
  getDocument,
  getDocumentForCaller,
  listDocumentEvents,
  listDocuments,
  readDocumentFile,
  type DocumentEventOut,
  type DocumentForRender,
} from './read.ts';
export { createGeneratedDocument, generateData } from './generate.ts';
export { uploadDocument, uploadedDocumentRow } from './upload.ts';
export { deleteDocument, updateDocument } from './edit.ts';
export {
  REMARK_MAX_PHOTOS,
  REMARK_PHOTO_MAX_BYTES,
  addRemark,
  listRemarks,
  readRemarkFile,
  storedRemarkPhoto,
  type StoredFileAnswer,
} from './remarks.ts';
export {
  completedByLastSignature,
  documentAsApi,
  remarkAsApi,
  signatureAsApi,
} from './webhook-events.ts';
export {
  documentsOfTransit,
  receiverContact,
  receiversOfTransit,
  signaturesOfDocuments,
  storeDocument,
  storeRemark,
  storeSignature,
} from './store.ts';
