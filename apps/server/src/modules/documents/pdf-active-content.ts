import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';

/**
 * What a PDF may do by itself when opened: run JavaScript, launch a program, open with an action,
 * carry files. An uploaded transport document needs none of it, and the file is opened later by
 * other companies' staff, so those parts are taken out before it is stored
 * (docs/decisions/0028-uploaded-pdfs.md).
 */

/** Keys whose value acts on its own (on opening, on a page or field event) or carries files. */
const ACTING_KEYS = ['OpenAction', 'AA', 'JS', 'JavaScript', 'EmbeddedFiles', 'RichMedia'];
/** Action types that run code, start programs or send and fetch data. */
const ACTING_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'ImportData',
  'SubmitForm',
  'RichMediaExecute',
]);
/** Object types that are files inside the file. */
const FILE_TYPES = new Set(['EmbeddedFile', 'Filespec']);

export type ActiveContent = 'javascript' | 'open_action' | 'launch' | 'embedded_file';

function nameOf(value: PDFObject | undefined): string | undefined {
  return value instanceof PDFName ? value.decodeText() : undefined;
}

function dictOf(object: PDFObject | undefined): PDFDict | undefined {
  if (object instanceof PDFDict) return object;
  if (object instanceof PDFStream || object instanceof PDFRawStream) return object.dict;
  return undefined;
}

function kindOfKey(key: string): ActiveContent {
  if (key === 'OpenAction') return 'open_action';
  if (key === 'EmbeddedFiles' || key === 'RichMedia') return 'embedded_file';
  return 'javascript';
}

function kindOfAction(type: string): ActiveContent {
  return type === 'JavaScript' ? 'javascript' : 'launch';
}

/**
 * Removes what acts from one dictionary and the direct dictionaries and arrays inside it; an
 * action reached through /A or /Next is dropped when it is of an acting type.
 */
function clean(
  document: PDFDocument,
  object: PDFObject | undefined,
  found: Set<ActiveContent>,
  seen: Set<PDFObject>,
): void {
  if (object === undefined || seen.has(object)) return;
  seen.add(object);
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) clean(document, item, found, seen);
    return;
  }
  const dict = dictOf(object);
  if (!dict) return;
  for (const key of ACTING_KEYS) {
    if (dict.has(PDFName.of(key))) {
      found.add(kindOfKey(key));
      dict.delete(PDFName.of(key));
    }
  }
  for (const key of ['A', 'Next']) {
    const action = dictOf(document.context.lookup(dict.get(PDFName.of(key))));
    const type = nameOf(action?.get(PDFName.of('S')));
    if (type && ACTING_ACTIONS.has(type)) {
      found.add(kindOfAction(type));
      dict.delete(PDFName.of(key));
    }
  }
  if (nameOf(dict.get(PDFName.of('Subtype'))) === 'FileAttachment') {
    found.add('embedded_file');
    dict.delete(PDFName.of('FS'));
  }
  for (const [, value] of dict.entries()) {
    if (!(value instanceof PDFRef)) clean(document, value, found, seen);
  }
}

/** Finds and removes acting parts in a loaded document; answers what it found. */
export function removeActiveContent(document: PDFDocument): Set<ActiveContent> {
  const found = new Set<ActiveContent>();
  const seen = new Set<PDFObject>();
  for (const [ref, object] of document.context.enumerateIndirectObjects()) {
    const dict = dictOf(object);
    const type = nameOf(dict?.get(PDFName.of('Type')));
    const action = nameOf(dict?.get(PDFName.of('S')));
    const isFile = type !== undefined && FILE_TYPES.has(type);
    if (isFile || (action !== undefined && ACTING_ACTIONS.has(action))) {
      // Files and acting actions go whole: no reference to them is left to follow.
      found.add(isFile ? 'embedded_file' : kindOfAction(action ?? ''));
      document.context.delete(ref);
      continue;
    }
    clean(document, object, found, seen);
  }
  return found;
}
