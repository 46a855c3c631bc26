/** The roadside inspection view of a transit's eFTI data set (full screen, works offline). */
export function inspectionPath(transitId: number): string {
  return `/inspection/${String(transitId)}`;
}
