import { LoginRequest } from '@transitdocs/domain';

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

export { login } from '../../api/auth.ts';
