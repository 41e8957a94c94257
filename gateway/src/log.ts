import pino, { type Logger } from 'pino';

/** Log lines are written once this many bytes wait, or after FLUSH_MS, whichever comes first. */
const BUFFER_BYTES = 4096;
const FLUSH_MS = 250;

/**
 * Structured JSON logs (one line per event); level from LOG_LEVEL, silent under tests unless asked.
 * Lines are written asynchronously and in batches: one write(2) per line was a twentieth of a
 * read's time in the gateway. What waits is written within a quarter of a second, when the
 * process exits (pino flushes), and when the server closes.
 */
export function createLogger(): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
  const destination = pino.destination({ dest: 1, sync: false, minLength: BUFFER_BYTES });
  const logger = pino({ level, base: { service: 'gateway' } }, destination);
  if (level !== 'silent') {
    setInterval(() => {
      try {
        destination.flush();
      } catch {
        // Not ready yet (the descriptor is still opening) or already closed: the next tick writes it.
      }
    }, FLUSH_MS).unref();
  }
  return logger;
}
