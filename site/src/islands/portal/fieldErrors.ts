/**
 * The message to show beside a field from react-hook-form's error for it, which is nested where the
 * field is a list: { message } → message; [undefined, { message }] (the second photo's URL) → message.
 */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const inner of Object.values(error as Record<string, unknown>)) {
    if (inner && typeof inner === 'object' && !(inner instanceof Element)) {
      const found = firstMessage(inner);
      if (found) return found;
    }
  }
  return undefined;
}
