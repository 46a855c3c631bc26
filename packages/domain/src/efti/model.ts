/**
 * The consignment as a plain element tree in schema order, before any XML: the builder fills
 * it, the server serialises it and reduces it to subsets, `eftiMissing` reads its gaps.
 */
export type EftiNode = {
  name: string;
  /** Leaf text. `null` marks a slot the transit could fill but has not: a gap. */
  value?: string | null;
  attributes?: Readonly<Record<string, string>>;
  children?: EftiNode[];
  /** The transit form's field key the leaf comes from (`receivers.0.client.town`). */
  field?: string;
};

/** Counts code points, so the schema's maxLength and ours agree on Polish letters. */
export function limitText(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : value;
}

/** A leaf; blank text becomes a gap (`null`), cut to the schema's maximum length. */
export function leaf(
  name: string,
  value: string | number | null | undefined,
  options: { field?: string; max?: number; attributes?: Record<string, string> } = {},
): EftiNode {
  let text = value === null || value === undefined ? null : String(value).trim();
  if (text === '') text = null;
  if (text !== null && options.max !== undefined) text = limitText(text, options.max);
  const node: EftiNode = { name, value: text };
  if (options.field !== undefined) node.field = options.field;
  if (options.attributes) node.attributes = options.attributes;
  return node;
}

/** A leaf only when there is a value: for what the transit need not give. */
export function optionalLeaf(
  name: string,
  value: string | number | null | undefined,
  options: { max?: number; attributes?: Record<string, string> } = {},
): EftiNode | null {
  const node = leaf(name, value, options);
  return node.value === null ? null : node;
}

export function group(name: string, children: (EftiNode | null | undefined | false)[]): EftiNode {
  return { name, children: children.filter((c): c is EftiNode => Boolean(c)) };
}

/** Whether the node carries any text (so it is written out). */
export function hasContent(node: EftiNode): boolean {
  if (node.children) return node.children.some(hasContent);
  return node.value !== null && node.value !== undefined;
}

/** Every leaf with its element path (`consignment/consignee/name`), in document order. */
export function leavesOf(root: EftiNode): { path: string; node: EftiNode }[] {
  const out: { path: string; node: EftiNode }[] = [];
  const walk = (node: EftiNode, parent: string) => {
    const path = parent ? `${parent}/${node.name}` : node.name;
    if (!node.children) {
      out.push({ path, node });
      return;
    }
    for (const child of node.children) walk(child, path);
  };
  walk(root, '');
  return out;
}
