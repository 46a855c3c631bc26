/**
 * Reads what the subset table needs from the eFTI consignment schema: its complex types, their
 * element sequences and each element's `<efti id parentId><subset id status/>` annotations. The
 * schema is generated and regular (no comments, CDATA, groups or choices), so a tag scanner is
 * enough and no XML library is added for it.
 */

export type EftiAnnotation = {
  /** The eFTI data element (eFTI123) or association (ASBIE123) id. */
  id: string;
  /** The association the element hangs under in this use of it. */
  parentId: string;
  /** Subset id -> status (M, O, C, C/C, SI, ...), in schema order. */
  subsets: [string, string][];
};

export type XsdElement = {
  name: string;
  /** Prefixed type name as written (`efti:TradeParty`, `types:Identifier17`). */
  type: string;
  maxOccurs: number | 'unbounded';
  annotations: EftiAnnotation[];
};

export type XsdSchema = {
  /** Root element name -> its type name. */
  roots: Map<string, string>;
  /** Complex type name (unprefixed) -> its element sequence. */
  types: Map<string, XsdElement[]>;
};

type Tag = { name: string; attributes: Record<string, string>; closing: boolean; empty: boolean };

const TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*"([^"]*)"/g;

function* tags(xml: string): Generator<Tag> {
  for (const match of xml.matchAll(TAG)) {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[3] ?? '').matchAll(ATTRIBUTE)) {
      attributes[attribute[1] ?? ''] = attribute[2] ?? '';
    }
    yield {
      name: match[2] ?? '',
      attributes,
      closing: match[1] === '/',
      empty: match[4] === '/',
    };
  }
}

function occurs(value: string | undefined): number | 'unbounded' {
  if (value === undefined) return 1;
  return value === 'unbounded' ? 'unbounded' : Number(value);
}

/** Complex types and root elements of one schema file, with the eFTI annotations. */
export function readXsd(xml: string): XsdSchema {
  const schema: XsdSchema = { roots: new Map(), types: new Map() };
  let typeName: string | null = null;
  let element: XsdElement | null = null;
  let annotation: EftiAnnotation | null = null;
  let depth = 0;

  for (const tag of tags(xml)) {
    if (tag.closing) {
      depth -= 1;
      if (tag.name === 'xsd:complexType' && depth === 1) typeName = null;
      if (tag.name === 'xsd:element') element = null;
      if (tag.name === 'efti') annotation = null;
      continue;
    }
    const opens = !tag.empty;
    if (tag.name === 'xsd:complexType' && depth === 1) {
      typeName = tag.attributes.name ?? null;
      if (typeName) schema.types.set(typeName, []);
    } else if (tag.name === 'xsd:element') {
      const name = tag.attributes.name ?? '';
      const type = tag.attributes.type ?? '';
      if (depth === 1) {
        schema.roots.set(name, type.replace(/^[\w-]+:/, ''));
      } else if (typeName) {
        const current: XsdElement = {
          name,
          type,
          maxOccurs: occurs(tag.attributes.maxOccurs),
          annotations: [],
        };
        schema.types.get(typeName)?.push(current);
        element = opens ? current : null;
      }
    } else if (tag.name === 'efti' && element) {
      const current: EftiAnnotation = {
        id: tag.attributes.id ?? '',
        parentId: tag.attributes.parentId ?? '',
        subsets: [],
      };
      element.annotations.push(current);
      annotation = opens ? current : null;
    } else if (tag.name === 'subset' && annotation) {
      annotation.subsets.push([tag.attributes.id ?? '', tag.attributes.status ?? '']);
    }
    if (opens) depth += 1;
  }
  return schema;
}
