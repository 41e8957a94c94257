/**
 * A failure the person at the terminal can act on: printed as one line, never a stack trace.
 * Example: new StartupError('Port 54322 is already in use; set DB_PORT to choose another.')
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Turns a low-level error into the one line we print, or returns undefined if we cannot. */
export function explainError(error: unknown): string | undefined {
  if (error instanceof StartupError) return error.message;
  const code = (error as { code?: string } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ENOSPC' || /No space left on device/i.test(message)) {
    return 'The disk is full: free some space and start again (nothing was lost).';
  }
  if (code === 'ECONNREFUSED') return `Cannot reach PostgreSQL (${message}). Is it running, and is DATABASE_URL right?`;
  if (code === 'ENOTFOUND') return `Cannot resolve the PostgreSQL host in DATABASE_URL (${message}).`;
  if (code === '28P01' || code === '28000') {
    return `PostgreSQL refused the credentials in DATABASE_URL: ${message}.`;
  }
  if (code === '3D000') return `The database in DATABASE_URL does not exist: ${message}.`;
  return undefined;
}
