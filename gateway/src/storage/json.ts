import type { Context } from 'hono';
import { storageErrors } from './errors.ts';

/** A JSON object body; an empty body counts as `{}`. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw storageErrors.invalidRequest('body must be a JSON object');
}
