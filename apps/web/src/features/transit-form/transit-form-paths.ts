export const DOCUMENTS_PATH = '/documents';
export const TRANSIT_ADD_PATH = '/documents/transitAdd';

export const transitPagePath = (id: number) => `${DOCUMENTS_PATH}/${id}`;
export const transitEditPath = (id: number) => `${DOCUMENTS_PATH}/${id}/edit`;
