// The signing module as other modules and tests reach it (docs/architecture.md: a module reaches
// another's data only through its service). Each concern has its own file; this re-exports their
// public API unchanged.
export type { SignActor } from './access.ts';
export type { SignDocumentInput, SignVerificationInput } from './sign-input.ts';
export { checkSignable, signDocument } from './sign-document.ts';
export { listReceivers, readSignatureImage } from './read.ts';
export {
  listSignAllStops,
  parseSignAll,
  signAll,
  signAllItems,
  type SignAllInput,
} from './sign-all.ts';
