import type { InvitationSignupResponse } from '@transitdocs/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { readInvitationSignup } from '../../api/auth.ts';

export const INVITATION_LINK_INVALID = 'invitation_link_invalid';

export type InvitationState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'ready'; token: string; invitation: InvitationSignupResponse }
  /** unknown, used or withdrawn link, or one that could not be read: a plain signup, and why */
  | { kind: 'refused'; message: string };

/** The invitation a `/signup/{token}` link names, read once when the page opens. */
export function useInvitation(token: string | undefined): InvitationState {
  const [state, setState] = useState<InvitationState>(
    token ? { kind: 'loading' } : { kind: 'none' },
  );
  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    readInvitationSignup(token).then(
      (invitation) => {
        if (isCurrent) setState({ kind: 'ready', token, invitation });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        setState({ kind: 'refused', message: refused ? INVITATION_LINK_INVALID : 'network_error' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);
  return state;
}
