// A part that loses what it depends on (the database, the API) says so once, with the first failure's
// reason, rather than once per connection, retry and request: a crash of PostgreSQL is one line per
// part of the product, not a page of stacks.
export interface OutageLog {
  /** A failure: the first of an outage is said; the rest of it are not. */
  lost(error: unknown): void;
  /** The database answers again: the next failure starts a new outage. */
  back(): void;
}

/** The reason of a failure in a few words: its message, else its code: reasonOf(new Error('connect ECONNREFUSED')). */
export function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof message === 'string' && message) return message;
  return typeof code === 'string' ? code : String(error);
}

/**
 * An outage log whose `say` hears the reason (and the error) of each outage's first failure. An outage ends with
 * `back()`, or when nothing failed for `quietMs` (a part may see no sign of the return).
 */
export function outageLog(say: (reason: string, error: unknown) => void, quietMs = 60_000): OutageLog {
  let lastFailure: number | null = null;
  return {
    lost: (error) => {
      const now = Date.now();
      const ongoing = lastFailure !== null && now - lastFailure < quietMs;
      lastFailure = now;
      if (!ongoing) say(reasonOf(error), error);
    },
    back: () => {
      lastFailure = null;
    },
  };
}
