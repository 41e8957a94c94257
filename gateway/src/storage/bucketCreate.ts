import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { withScope } from '../scope.ts';
import { parseSizeLimit } from './bucketRules.ts';
import { callerScope, ownerOf } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';
import { readJson } from './json.ts';
import { bucketId } from './paths.ts';

export function mimeTypes(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(v))) {
    throw storageErrors.invalidRequest('allowed_mime_types must be an array of types such as "image/png" or "image/*"');
  }
  return value as string[];
}

/** POST /bucket {id?, name, public, file_size_limit, allowed_mime_types}: as the caller (service role in practice). */
export function createBucket(ctx: GatewayContext): Handler {
  return async (c) => {
    const body = await readJson(c);
    const name = bucketId(typeof body.name === 'string' ? body.name : undefined);
    const id = typeof body.id === 'string' ? bucketId(body.id) : name;
    const scope = await callerScope(c, ctx, false);
    const owner = ownerOf(scope);
    await withScope(ctx.pool, scope, (client) =>
      client.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, name, owner, owner, body.public === true, parseSizeLimit(body.file_size_limit), mimeTypes(body.allowed_mime_types)],
      ),
    ).catch((error: unknown) => {
      const mapped = fromDatabase(error);
      throw mapped instanceof Error && 'statusCode' in mapped && mapped.statusCode === '409' ? storageErrors.bucketExists() : mapped;
    });
    return c.json({ name: id });
  };
}
