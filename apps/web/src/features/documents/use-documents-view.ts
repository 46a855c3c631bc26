import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { viewOfSearch, viewSearch, type DocumentsView } from './documents-list-state.ts';
import { DOCUMENTS_PATH } from './documents-paths.ts';

/**
 * The view of the list from its address (spec 1 §2): `/documents?view=table` and
 * `/documents?view=list`, so a reload or a shared address opens the same view. A plain
 * `/documents` and the dialogs routed over the list (`/documents/search`, ...) show the view
 * last chosen, which the address's view is remembered as.
 */
export function useDocumentsView(
  stored: DocumentsView,
  remember: (view: DocumentsView) => void,
): {
  view: DocumentsView;
  /** The address names another view than the remembered one: it starts from page 1. */
  isSwitching: boolean;
  setView: (view: DocumentsView) => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const addressView = location.pathname === DOCUMENTS_PATH ? viewOfSearch(location.search) : null;
  const isSwitching = addressView !== null && addressView !== stored;

  // Remembering a view starts it from page 1 (documents-list-state.ts).
  useEffect(() => {
    if (addressView && addressView !== stored) remember(addressView);
  }, [addressView, stored, remember]);

  // The toggle goes to the other view's address.
  const setView = useCallback(
    (next: DocumentsView) => {
      void navigate({ pathname: DOCUMENTS_PATH, search: viewSearch(next) });
    },
    [navigate],
  );
  return { view: addressView ?? stored, isSwitching, setView };
}
