export const DOCUMENTS_PATH = '/documents';
export const TRANSIT_ADD_PATH = '/documents/transitAdd';

export const transitPath = (id: number) => `${DOCUMENTS_PATH}/${id}`;
export const transitEditPath = (id: number) => `${transitPath(id)}/edit`;
export const transitFinishPath = (id: number) => `${transitPath(id)}/finish`;
export const transitDeletePath = (id: number) => `${transitPath(id)}/delete`;
export const transitAlertsPath = (id: number) => `${transitPath(id)}/alerts`;
export const transitSignPath = (id: number) => `${transitPath(id)}/sign`;
/**
 * Who looked at the transit's eFTI data set, over the transit page
 * (docs/decisions/0059-efti-transit-page.md).
 */
export const transitEftiAccessPath = (id: number) => `${transitPath(id)}/efti-access`;
/** The documents modal opened on the main document (spec 2 §2 `go_to_main_doc`). */
export const transitMainDocumentPath = (id: number) => `${transitPath(id)}?go_to_main_doc`;

/** Touch target for gloved fingers on a phone (STYLE.md): at least 48 px. */
export const TOUCH_TARGET = { minHeight: 48 } as const;
