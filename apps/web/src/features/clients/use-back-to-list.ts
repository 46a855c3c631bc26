import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CLIENTS_PATH } from './client-paths.ts';

/** A notice the list shows as a snackbar after a dialog closes. */
export type ClientsNotice = 'saved' | 'deleted';

/** Closes a dialog route back to /clients, keeping the list's page (`?page=`). */
export function useBackToList(): (notice?: ClientsNotice) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (notice?: ClientsNotice) => {
      void navigate({ pathname: CLIENTS_PATH, search }, notice ? { state: { notice } } : {});
    },
    [navigate, search],
  );
}

/** The same list path with the page kept, for links from the list to its dialogs. */
export function useListSearch(): string {
  return useLocation().search;
}
