import crypto from 'node:crypto';
import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { withScope } from '../scope.ts';
import { callerScope, ownerOf } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';
import { transferRequest } from './objectMove.ts';
import { objectHeaders } from './objectStore.ts';
import { stagedName } from './staging.ts';

/**
 * POST /object/copy: reads the source as the caller (SELECT) and inserts the copy as the caller
 * (INSERT, so the policy judges the destination). The bytes are copied to the staging area inside
 * the transaction and move into place only once the row has committed.
 */
export function copyObject(ctx: GatewayContext): Handler {
  return async (c) => {
    const { source, destination, sourceKey, destinationKey } = await transferRequest(c);
    const scope = await callerScope(c, ctx, false);
    const owner = ownerOf(scope);
    const id = crypto.randomUUID();
    const version = crypto.randomUUID();
    const backend = ctx.storageBackend;
    let staged: string | null = null;
    let metadata: Record<string, unknown> | null = null;
    try {
      await withScope(ctx.pool, scope, async (client) => {
        const { rows } = await client.query<{ version: string | null; metadata: Record<string, unknown> | null; user_metadata: unknown }>(
          'select version, metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2',
          [source, sourceKey],
        );
        const original = rows[0];
        if (!original?.version) throw storageErrors.objectNotFound();
        await client.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [id, destination, destinationKey, owner, owner, original.metadata, original.user_metadata, version],
        );
        staged = stagedName(version);
        await backend.stageCopy(staged, { bucket: source, key: sourceKey, version: original.version });
        metadata = original.metadata;
      });
      await backend.commitStaged(staged!, { bucket: destination, key: destinationKey, version }, objectHeaders(metadata));
    } catch (error) {
      if (staged) await backend.discardStaged(staged);
      throw fromDatabase(error);
    }
    return c.json({ Id: id, Key: `${destination}/${destinationKey}` });
  };
}
