import pino, { type Logger } from 'pino';

/** Structured JSON logs (one line per event); level from LOG_LEVEL, silent under tests unless asked. */
export function createLogger(): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
  return pino({ level, base: { service: 'gateway' } });
}
