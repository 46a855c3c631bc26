/** A minimal XML writer: elements with attributes and escaped text, nothing else. */

/** Drops what XML 1.0 cannot carry: controls other than tab/newline/CR, lone surrogates. */
function clean(value: string): string {
  let out = '';
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    const allowed =
      cp === 0x9 ||
      cp === 0xa ||
      cp === 0xd ||
      (cp >= 0x20 && cp <= 0xd7ff) ||
      (cp >= 0xe000 && cp <= 0xfffd) ||
      cp >= 0x10000;
    if (allowed) out += ch;
  }
  return out;
}

export function escapeText(value: string): string {
  return clean(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(value: string): string {
  return escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

export type XmlNode = {
  name: string;
  attributes?: Record<string, string | undefined>;
  /** Text content or children; an element with neither is left out. */
  text?: string;
  children?: (XmlNode | null | undefined | false)[];
};

/** An element; `null` when it would be empty (so optional parts simply vanish). */
export function el(
  name: string,
  content: string | number | null | undefined | (XmlNode | null | undefined | false)[],
  attributes?: Record<string, string | undefined>,
): XmlNode | null {
  if (content === null || content === undefined) return null;
  if (Array.isArray(content)) {
    const children = content.filter((c): c is XmlNode => Boolean(c));
    if (children.length === 0) return null;
    return { name, attributes, children };
  }
  const text = String(content);
  if (text.trim() === '') return null;
  return { name, attributes, text };
}

function attributesOf(attributes: Record<string, string | undefined> | undefined): string {
  if (!attributes) return '';
  return Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
}

export function serialize(node: XmlNode, indent = ''): string {
  const open = `${indent}<${node.name}${attributesOf(node.attributes)}`;
  const children = (node.children ?? []).filter((c): c is XmlNode => Boolean(c));
  if (children.length > 0) {
    const inner = children.map((c) => serialize(c, `${indent}  `)).join('');
    return `${open}>\n${inner}${indent}</${node.name}>\n`;
  }
  if (node.text !== undefined) return `${open}>${escapeText(node.text)}</${node.name}>\n`;
  return `${open}/>\n`;
}

export function xmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}`;
}
