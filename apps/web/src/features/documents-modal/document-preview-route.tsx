import { Navigate, useLocation } from 'react-router';
import { DOCUMENTS_PATH } from '../documents/documents-paths.ts';
import { documentsModalPathWithFlags } from './documents-modal-paths.ts';
import { useRouteTransitId } from './use-documents.ts';

/**
 * `/documents/:id/documentPreview` (spec 2 §2, `:id` the transit): the preview of the transit's
 * documents, i.e. the documents modal, which acts on the query flags (`go_to_main_doc`, ...).
 */
export function DocumentsPreviewRoute() {
  const id = useRouteTransitId();
  const location = useLocation();
  const state: unknown = location.state;
  if (Number.isNaN(id)) return <Navigate to={DOCUMENTS_PATH} replace />;
  return <Navigate to={documentsModalPathWithFlags(id, location.search)} replace state={state} />;
}
