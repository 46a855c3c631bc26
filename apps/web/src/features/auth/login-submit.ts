import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequest } from '@transitdocs/domain';

// What the login form needs only once it is used: the schema library (about 26 KB gzipped)
// stays out of what the login screen loads before it shows.
export const loginResolver = zodResolver(LoginRequest);
export { login } from '../../api/auth.ts';
