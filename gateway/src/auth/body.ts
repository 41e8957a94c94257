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
  return parsed as Record<string, unknown>;
}

export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const obj = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
