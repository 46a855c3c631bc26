import {
  DetailResponse,
  LoginResponse,
  ResetLinkStatusResponse,
  User,
  type LoginRequest,
  type RegisterRequest,
  type RequestResetPasswordRequest,
  type ResetPasswordRequest,
} from '@transitdocs/domain';
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
