// What a server-rendered portal screen receives: its data, or the catalogue key of the message
// (spec 8's text where it has one) to show instead.
import type { MessageKey } from '../../i18n/catalogue.ts';

export type Loaded<T> = { status: 'ok'; data: T } | { status: 'error'; message: MessageKey };

// A portal page should rather show its error state than hang (core's request timeout is 30 s).
export const PORTAL_READ_TIMEOUT_MS = 10_000;

/** Runs a read; any failure becomes `message`, the key of the screen's own error text. */
export async function load<T>(message: MessageKey, read: () => PromiseLike<{ data: T | null; error: unknown }>): Promise<Loaded<T>> {
  try {
    const { data, error } = await read();
    if (error || data === null) return { status: 'error', message };
    return { status: 'ok', data };
  } catch {
    return { status: 'error', message };
  }
}
