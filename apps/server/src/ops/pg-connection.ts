/**
 * How pg_dump and pg_restore reach the database of DATABASE_URL: the URL without its password
 * as `--dbname`, the password in PGPASSWORD, so it never shows in the process list.
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password !== '') env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}
