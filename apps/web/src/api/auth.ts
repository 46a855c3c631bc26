import {
  DetailResponse,
  InvitationSignupResponse,
  LandingResponse,
  LoginResponse,
  ResetLinkStatusResponse,
  User,
  type LoginRequest,
  type RegisterRequest,
  type RequestResetPasswordRequest,
  type ResetPasswordRequest,
} from '@transitdocs/domain';
import { PUBLIC } from './credentials.ts';
import { apiRequest } from './http.ts';

const AUTH = '/auth/api/v1';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest('POST', `${AUTH}/login/`, { body, schema: LoginResponse });
}

export function logout(): Promise<void> {
  return apiRequest<undefined>('POST', `${AUTH}/logout/`);
}

export function fetchMe(): Promise<User> {
  return apiRequest('GET', `${AUTH}/user/me/`, { schema: User });
}

export function registerCompany(body: RegisterRequest): Promise<DetailResponse> {
  return apiRequest('POST', `${AUTH}/admin-user/`, { body, schema: DetailResponse });
}

/** What a `/signup/{token}` invitation link pre-fills (0116). */
export function readInvitationSignup(token: string): Promise<InvitationSignupResponse> {
  return apiRequest('GET', `${AUTH}/invitation-signup/${encodeURIComponent(token)}/`, {
    schema: InvitationSignupResponse,
    credentials: PUBLIC,
  });
}

/** Registers the invited company; the server connects it with the inviting one at once. */
export function signUpThroughInvitation(
  token: string,
  body: RegisterRequest,
): Promise<DetailResponse> {
  return apiRequest('POST', `${AUTH}/invitation-signup/${encodeURIComponent(token)}/`, {
    body,
    schema: DetailResponse,
    credentials: PUBLIC,
  });
}

/**
 * Where `/login/{id}` lands, asked with the session just made and not yet stored: the screen
 * stays the login's until the answer is known.
 */
export function resolveLanding(id: string, sessionToken: string): Promise<LandingResponse> {
  return apiRequest('GET', `/company/api/v1/landing/${encodeURIComponent(id)}/`, {
    schema: LandingResponse,
    credentials: PUBLIC,
    headers: { Authorization: `Token ${sessionToken}` },
  });
}

export function requestPasswordReset(body: RequestResetPasswordRequest): Promise<DetailResponse> {
  return apiRequest('POST', `${AUTH}/request-reset-password/`, { body, schema: DetailResponse });
}

export function checkResetLink(uid: string, token: string): Promise<ResetLinkStatusResponse> {
  const path = `${AUTH}/reset-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`;
  return apiRequest('GET', path, { schema: ResetLinkStatusResponse });
}

export function resetPassword(body: ResetPasswordRequest): Promise<DetailResponse> {
  return apiRequest('POST', `${AUTH}/reset-password/`, { body, schema: DetailResponse });
}

/** Sets the first PIN of a non-primary user (`gt_id`); answers the updated user. */
export function saveFirstPin(userId: number, pin: string): Promise<User> {
  return apiRequest('PATCH', `${AUTH}/user/${userId}/`, { body: { gt_id: pin }, schema: User });
}
