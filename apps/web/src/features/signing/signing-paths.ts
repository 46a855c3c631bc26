const signBase = (transitId: number, documentId: number) =>
  `/documents/${transitId}/${documentId}/sign`;

/** The sign screen of a document (spec 2 §2). */
export const signPath = signBase;
/** Verification routes (spec 2 §2): the chooser, the PIN (`gt`) and the SMS code. */
export const verifyPath = (transitId: number, documentId: number) =>
  `${signBase(transitId, documentId)}/verify`;
export const pinVerificationPath = (transitId: number, documentId: number) =>
  `${signBase(transitId, documentId)}/gt`;
export const smsVerificationPath = (transitId: number, documentId: number) =>
  `${signBase(transitId, documentId)}/sms`;
