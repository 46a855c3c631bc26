/** The route of the roadside inspection view (signed-in routes, outside the app's frame). */
export const INSPECTION_PATH = '/inspection/:id';

/** The roadside inspection view of a transit's eFTI data set (full screen, works offline). */
export function inspectionPath(transitId: number): string {
  return `/inspection/${String(transitId)}`;
}
