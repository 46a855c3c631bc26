/**
 * What a list of several documents calls each one so that no two read alike (the "Sign all"
 * walk and its per-document answer, docs/decisions/0131-distinct-document-labels.md): an
 * uploaded PDF by its file name; documents of the same kind by their numbers when these tell
 * them apart, else by their position among them ("WZ 1/2", "WZ 2/2").
 */
export type LabelledDocument = {
  /** the document's kind as the transit names it ("CMR", "WZ", an upload's name) */
  name: string;
  /** the generated document's data (its number is `waybillNumber`); null for an upload */
  data: unknown;
  /** an uploaded PDF's original file name */
  fileName: string | null;
};

function numberOf(data: unknown): string {
  if (typeof data !== 'object' || data === null || !('waybillNumber' in data)) return '';
  const { waybillNumber } = data;
  return typeof waybillNumber === 'string' ? waybillNumber.trim() : '';
}

function ownLabel({ name, fileName }: LabelledDocument): string {
  const file = fileName?.trim() ?? '';
  if (!file) return name;
  // An upload is named after its file by default: the file name alone then says both.
  return file.toLowerCase().startsWith(name.toLowerCase()) ? file : `${name} (${file})`;
}

/** The labels of `documents`, in their order. */
export function distinctDocumentLabels(documents: readonly LabelledDocument[]): string[] {
  const own = documents.map(ownLabel);
  const groups = new Map<string, number[]>();
  own.forEach((label, index) => {
    groups.set(label, [...(groups.get(label) ?? []), index]);
  });
  const labels = [...own];
  for (const [label, indexes] of groups) {
    if (indexes.length === 1) continue;
    const numbers = indexes.map((index) => numberOf(documents[index]?.data));
    const numbersTell = numbers.every(Boolean) && new Set(numbers).size === numbers.length;
    indexes.forEach((index, position) => {
      labels[index] = numbersTell
        ? `${label} ${numbers[position] ?? ''}`
        : `${label} ${String(position + 1)}/${String(indexes.length)}`;
    });
  }
  return labels;
}
