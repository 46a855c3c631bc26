import { useQuery } from '@tanstack/react-query';
import type { ShareIdentity, SharedTransitResponse } from '@transitdocs/domain';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { loadIdentity, saveIdentity } from './link-identity.ts';
import { LinkApiClient, shareLinkKeys } from './share-link-api.ts';

export type ShareLinkValue = {
  token: string;
  api: LinkApiClient;
  /** null until the visitor identified (or while the stored identity is read) */
  identity: ShareIdentity | null;
  isIdentityLoaded: boolean;
  identify: (identity: ShareIdentity) => Promise<void>;
};

const ShareLinkContext = createContext<ShareLinkValue | null>(null);

/** The token of `/share/:token/...` with its API client and the visitor's identity. */
export function ShareLinkProvider({ children }: { children: ReactNode }) {
  const token = useParams().token ?? '';
  const api = useMemo(() => new LinkApiClient(token), [token]);
  const [identity, setIdentity] = useState<ShareIdentity | null>(null);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void loadIdentity(token).then((stored) => {
      if (!isCurrent) return;
      setIdentity(stored);
      setLoadedFor(token);
    });
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const value = useMemo<ShareLinkValue>(
    () => ({
      token,
      api,
      identity: loadedFor === token ? identity : null,
      isIdentityLoaded: loadedFor === token,
      identify: async (given) => {
        await saveIdentity(token, given);
        setIdentity(given);
      },
    }),
    [token, api, identity, loadedFor],
  );
  return <ShareLinkContext.Provider value={value}>{children}</ShareLinkContext.Provider>;
}

export function useShareLink(): ShareLinkValue {
  const value = useContext(ShareLinkContext);
  if (!value) throw new Error('useShareLink outside ShareLinkProvider');
  return value;
}

/** GET transit-token/{token}/ for every page of the link. */
export function useSharedTransit() {
  const { token, api } = useShareLink();
  return useQuery<SharedTransitResponse, ApiError>({
    queryKey: shareLinkKeys.transit(token),
    queryFn: () => api.sharedTransit(),
    // An invalid or expired link stays so: asking again changes nothing.
    retry: (count, error) => error.status !== 404 && error.status !== 410 && count < 2,
  });
}

/** The page's reason for refusing the link, when the server refused it. */
export function linkRefusalOf(error: ApiError | null): 'expired' | 'invalid' | null {
  if (!error) return null;
  if (error.status === 410) return 'expired';
  if (error.status === 404 || error.status === 400) return 'invalid';
  return null;
}
