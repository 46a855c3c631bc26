import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { deleteDocument, documentKeys, listDocuments } from '../../api/documents.ts';
import { transitKeys } from '../../api/transits.ts';

/** The transit id of `/documents/:id/...`; NaN when it is not a number. */
export function useRouteTransitId(): number {
  const { id } = useParams();
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : Number.NaN;
}

/** A route's numeric param (`documentId`); NaN when it is not a number. */
export function useRouteNumber(name: string): number {
  const value = useParams()[name];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** GET document/{transitId}/ for the modal. */
export function useDocumentsQuery(transitId: number) {
  return useQuery({
    queryKey: documentKeys.list(transitId),
    queryFn: () => listDocuments(transitId),
    enabled: Number.isInteger(transitId) && transitId > 0,
  });
}

/** After a change, the documents and the transit (which embeds them) are read again. */
export function useRefreshDocuments(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: documentKeys.all }),
      queryClient.invalidateQueries({ queryKey: transitKeys.all }),
    ]);
  };
}

export function useDeleteDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    // The version the row was read at: deleted only if nobody changed it since (else 409).
    mutationFn: (document: { id: number; version?: string | undefined }) =>
      deleteDocument(document.id, document.version),
    onSuccess: refresh,
  });
}
