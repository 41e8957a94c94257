import pino, { type Logger } from 'pino';

/**
 * Structured JSON logs (one line per event); level from LOG_LEVEL, silent under tests unless asked.
 * Lines are written asynchronously (a request no longer waits on a write(2) to stdout); pino flushes
 * what is buffered when the process exits, and the server flushes on close.
 */
export function createLogger(): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
  return pino({ level, base: { service: 'gateway' } }, pino.destination({ dest: 1, sync: false }));
}
