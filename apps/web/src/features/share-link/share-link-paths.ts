/** The outsider pages of a share link (spec 1 §2, spec 2 §2). */
export const shareHomePath = (token: string) => `/share/${token}`;
export const sharePreviewPath = (token: string) => `${shareHomePath(token)}/documentPreview`;
export const shareUploadPath = (token: string) => `${shareHomePath(token)}/documentUpload`;
export const shareAlertsPath = (token: string) => `${shareHomePath(token)}/alerts`;
export const shareSignPath = (token: string, documentId: number) =>
  `${shareHomePath(token)}/${String(documentId)}/sign`;
