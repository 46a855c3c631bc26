// The documents module's public API, re-exported by its `index.ts` (docs/architecture.md: a
// module reaches another's data only through its index). Each concern has its own file; this
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
  addReservation,
  answerReservation,
  checkLines,
  checkedOriginals,
  insertAnswer,
  insertReservation,
  listReservations,
  readReservationPhoto,
  reservationOut,
  storedAnswerBody,
  storedReservationBody,
  storedReservationsOf,
  type RecordAuthor,
  type StoredReservation,
} from './reservations.ts';
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
