import { LoginRequest } from '@transitdocs/domain';
import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/http.ts';
import { applyServerErrors } from '../../ui/apply-server-errors.ts';

export type LoginField = keyof LoginRequest;
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * The domain's LoginRequest check of the form: the data to send, or the first error key of each
 * field. Loaded only once the form is used: the schema library (about 30 KB gzipped) stays out
 * of what the login screen loads before it shows.
 */
export function checkLogin(
  values: LoginRequest,
): { success: true; data: LoginRequest } | { success: false; errors: LoginErrors } {
  const parsed = LoginRequest.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'login' || field === 'password') errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/**
 * What a refused sign-in shows above the form: field messages go under their fields through
 * `setError`. None for a blocked account, which gets its own dialog (raised by the HTTP client).
 * Here, not in the page: the HTTP client's errors stay out of what the screen loads first.
 */
export function failureMessages(error: unknown, setError: UseFormSetError<LoginRequest>): string[] {
  if (error instanceof ApiError && error.isInactiveUser()) return [];
  return applyServerErrors(setError, error, { fields: ['login', 'password'] });
}

export { login } from '../../api/auth.ts';
export { landingPathOf } from './login-landing.ts';

/** The screens of `/login/{id}` and `/login/{id}/{uid}/{token}` (login-page.tsx). */
export const loadLinkScreens = () => import('./login-link-screens.tsx');
