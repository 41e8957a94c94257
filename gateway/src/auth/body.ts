import type { Context } from 'hono';
import { AuthError } from './errors.ts';

/** The JSON object body of a request; an empty body counts as `{}`. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  }
  if (!wellFormed(parsed)) {
    throw new AuthError(422, 'validation_failed', 'Request body contains text that is not valid Unicode or contains NUL characters');
  }
  return parsed as Record<string, unknown>;
}

/**
 * Whether every string (and key) in a parsed JSON value is well-formed Unicode without NUL: JSON may
 * carry lone surrogates (`"\ud800"`) and `\u0000`, which neither URLs nor PostgreSQL text can hold.
 */
function wellFormed(value: unknown): boolean {
  // With the u flag a surrogate pair is one code point, so this range only matches lone halves.
  if (typeof value === 'string') return !/[\uD800-\uDFFF\0]/u.test(value);
  if (Array.isArray(value)) return value.every(wellFormed);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => wellFormed(key) && wellFormed(item));
  }
  return true;
}

export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const obj = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
