import { useQueryClient } from '@tanstack/react-query';
import type { DocumentRemark, DocumentResponse, SharedTransitResponse } from '@transitdocs/domain';
import { shareLinkKeys } from './share-link-api.ts';
import { useShareLink } from './share-link-context.tsx';

/** Remark photos read through the link (`transit-token/{file id}/document-file?token=`). */
export function withLinkPhotos(
  document: DocumentResponse,
  photoUrl: (fileId: number) => string,
): DocumentResponse {
  return {
    ...document,
    remarks: document.remarks.map((remark) => ({
      ...remark,
      files: remark.files.map((file) => ({ ...file, photo: photoUrl(file.id) })),
    })),
  };
}

/** Reads the link's transit again after the visitor changed something. */
export function useRefreshLink(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { token } = useShareLink();
  return () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.transit(token) });
}

/** Puts a new remark into the link's data at once, then reads it again. */
export function useAddLinkRemark(): (remark: DocumentRemark) => Promise<void> {
  const queryClient = useQueryClient();
  const { token } = useShareLink();
  const refresh = useRefreshLink();
  return async (remark) => {
    queryClient.setQueryData<SharedTransitResponse>(shareLinkKeys.transit(token), (data) =>
      data
        ? {
            ...data,
            document: data.document.map((doc) =>
              doc.id === remark.document ? { ...doc, remarks: [...doc.remarks, remark] } : doc,
            ),
          }
        : data,
    );
    await refresh();
  };
}
