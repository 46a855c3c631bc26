/** The documents modal of a transit, where the editor returns after saving. */
export function documentsModalPath(transitId: number): string {
  return `/documents/${transitId}/documents`;
}

/** The type chooser of the generator. */
export function documentGeneratePath(transitId: number): string {
  return `/documents/${transitId}/documentGenerate`;
}
