import { useNavigate } from 'react-router';
import { UploadDocumentDialog } from '../documents-modal/upload-document-dialog.tsx';
import { uploadLinkDocument } from './share-documents-api.ts';
import { useShareLink, useSharedTransit } from './share-link-context.tsx';
import { sharePreviewPath } from './share-link-paths.ts';
import { useRefreshLink } from './use-link-data.ts';

/** `/share/:token/documentUpload`: the company's upload dialog, sent through the link. */
export function ShareUploadPage() {
  const { token, api, identity } = useShareLink();
  const data = useSharedTransit().data;
  const navigate = useNavigate();
  const refresh = useRefreshLink();
  if (!data || !identity) return null;
  return (
    <UploadDocumentDialog
      target={{
        transitId: data.transit.id,
        receivers: data.transit.receivers.map((receiver) => ({
          id: receiver.id,
          name: receiver.client.name,
        })),
        send: async (upload, onProgress) => {
          const created = await uploadLinkDocument(api, upload, identity);
          onProgress(1);
          await refresh();
          return created;
        },
        // After an upload (and on cancel) the visitor lands on the link's documents, told there
        // that the upload arrived.
        close: (options) =>
          void navigate(sharePreviewPath(token), {
            state: options?.successMessage ? { successMessage: options.successMessage } : null,
          }),
      }}
    />
  );
}
