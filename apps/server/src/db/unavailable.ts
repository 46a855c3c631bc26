/**
 * Whether an error means the database cannot be reached or cannot take the query now (it is down,
 * restarting, out of connections, or the network to it broke), as opposed to a fault in a query.
 * Such a request may succeed when repeated: it answers 503 with Retry-After, not 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** PostgreSQL SQLSTATEs: connection exceptions (08…), shutting down or starting, too many clients. */
const POSTGRES_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** SQLite: the file is locked past the busy timeout, or cannot be read or written now. */
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_IOERR', 'SQLITE_CANTOPEN', 'SQLITE_FULL']);

/** node-postgres reports a lost or refused connection by message, without a code. */
const POSTGRES_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = codeOf(current);
    if (code !== undefined) {
      if (NETWORK_CODES.has(code) || POSTGRES_STATES.has(code) || code.startsWith('08')) {
        return true;
      }
      if (SQLITE_CODES.has(code) || code.startsWith('SQLITE_IOERR')) return true;
    }
    const message = current instanceof Error ? current.message : '';
    if (POSTGRES_MESSAGES.some((text) => message.includes(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
