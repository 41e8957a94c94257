/**
 * Whether `error` means the database connection went away (terminated by an admin, a restart, the
 * network): the request could not be answered, and a retry may well succeed, so it is a 503 in
 * every protocol rather than a 500 or a crash.
 */
// A database that gives no answer within the gateway's limits (dbTimeouts.ts) counts as lost too.
export function isConnectionLost(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (/^(57P0[1-3]|08...)$/.test(code)) return true;
    if (/^(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|ENOTFOUND)$/.test(code)) return true;
  }
  // node-postgres reports a dropped socket with plain Errors that carry no code.
  return typeof message === 'string'
    && /^(Connection terminated|Client was closed and is not queryable|Client has encountered a connection error|Query read timeout$|timeout exceeded when trying to connect$)/.test(message);
}
