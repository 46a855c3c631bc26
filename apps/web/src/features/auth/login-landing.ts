import { parseLandingId } from '@transitdocs/domain';
import { resolveLanding } from '../../api/auth.ts';
import { ApiError } from '../../api/http.ts';
import { CLIENTS_NOTIFICATIONS_PATH } from '../clients/client-paths.ts';

/**
 * The screen `/login/{id}` leads to once signed in: the invitations (clients' notifications) or
 * the transit. Null when the id names nothing the user may see; the server decides that.
 */
export async function landingPathOf(id: string, sessionToken: string): Promise<string | null> {
  if (!parseLandingId(id)) return null;
  try {
    const landing = await resolveLanding(id, sessionToken);
    return landing.kind === 'invitation'
      ? CLIENTS_NOTIFICATIONS_PATH
      : `/documents/${String(landing.transit_id)}`;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}
