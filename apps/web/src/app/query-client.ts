import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http.ts';

/** Answers of 4xx will not change by asking again; network trouble may. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The one cache of the page: every screen's query scope shares it, sign-out empties it. */
export const appQueryClient = createQueryClient();
