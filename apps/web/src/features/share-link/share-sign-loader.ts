/** The texts of the outsider's sign screen beyond the link's own. */
export const SHARE_SIGN_NAMESPACES = ['signing', 'document_editor', 'reservations'] as const;

/** The outsider's sign screen's code; the route and the prefetch share it (fetched once). */
export async function loadShareSignPage() {
  return (await import('./share-sign.tsx')).ShareSignPage;
}
