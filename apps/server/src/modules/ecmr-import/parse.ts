// Parsing and schema validation of an eCMR message with libxml2 (WebAssembly), in the reader's
// worker thread (reader.ts): a 5 MB message must not hold the event loop.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ParseOption,
  XmlDocument,
  XmlElement,
  XmlText,
  XmlCData,
  XsdValidator,
  XmlValidateError,
} from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import { readEcmrMessage, type EcmrMessage, type XmlTree } from './message.ts';

export type EcmrReading =
  | { ok: true; message: EcmrMessage }
  | { ok: false; key: 'ecmr_not_xml' | 'ecmr_not_valid'; detail: string };

const SCHEMA = fileURLToPath(
  new URL('../../../schemas/uncefact-ecmr-1.0/eCMR_1p0.xsd', import.meta.url),
);

/**
 * No network, no external entities, no entity substitution: the caller has refused any DOCTYPE
 * already (prescreen.ts); these options hold even if one slipped through.
 */
// Flags combine by bitwise or; the library types the option as its enum.
const SAFE_PARSE = (ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE) as ParseOption;

let validator: XsdValidator | null = null;

/** The schema's imports are read from the repository's files (only the schema is read so). */
function schemaValidator(): XsdValidator {
  if (validator) return validator;
  xmlRegisterFsInputProviders();
  const schema = XmlDocument.fromBuffer(fs.readFileSync(SCHEMA), { url: SCHEMA });
  validator = XsdValidator.fromDoc(schema);
  return validator;
}

function treeOf(element: XmlElement): XmlTree {
  const children: XmlTree[] = [];
  let text = '';
  for (let node = element.firstChild; node !== null; node = node.next) {
    if (node instanceof XmlElement) children.push(treeOf(node));
    else if (node instanceof XmlText || node instanceof XmlCData) text += node.content;
  }
  const attributes: Record<string, string> = {};
  for (const attribute of element.attrs) attributes[attribute.name] = attribute.value;
  return { name: element.name, attributes, text: children.length > 0 ? '' : text, children };
}

/** Parses, validates against eCMR 1.0 and reads the message. */
export function readEcmrFile(bytes: Uint8Array): EcmrReading {
  const checker = schemaValidator();
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromBuffer(bytes, { option: SAFE_PARSE });
  } catch (error) {
    return { ok: false, key: 'ecmr_not_xml', detail: (error as Error).message.slice(0, 300) };
  }
  try {
    try {
      checker.validate(doc);
    } catch (error) {
      const detail =
        error instanceof XmlValidateError
          ? (error.details[0]?.message ?? error.message)
          : String(error);
      return { ok: false, key: 'ecmr_not_valid', detail: detail.trim().slice(0, 300) };
    }
    return { ok: true, message: readEcmrMessage(treeOf(doc.root)) };
  } finally {
    doc.dispose();
  }
}
