import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { withScope } from '../scope.ts';
import { callerScope } from './caller.ts';
import { readJson } from './json.ts';
import { fromDatabase } from './errors.ts';
import { bucketId } from './paths.ts';

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

const likeEscape = (text: string) => text.replace(/[\\%_]/g, '\\$&');

interface EntryRow {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Record<string, unknown> | null;
}

/**
 * POST /object/list/:bucket {prefix, limit, offset, sortBy, search}: one level below the prefix,
 * folders (id null) before files, over the rows the caller's SELECT policy shows.
 */
export function listObjects(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const body = await readJson(c);
    let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
    if (prefix && !prefix.endsWith('/')) prefix += '/';
    const limit = Math.min(Math.max(Number(body.limit) || 100, 1), 1000);
    const offset = Math.max(Number(body.offset) || 0, 0);
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
    const column = typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
    const order = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
    const search = typeof body.search === 'string' ? body.search : '';
    const scope = await callerScope(c, ctx, true);
    const rows = await withScope(ctx.pool, scope, async (client) => {
      // `column` and `order` come from the allow-lists above, never from the request text.
      const { rows: entries } = await client.query<EntryRow>(
        `with entries as (
           select split_part(substr(name, $3 + 1), '/', 1) as entry,
                  strpos(substr(name, $3 + 1), '/') > 0 as is_folder,
                  id, updated_at, created_at, last_accessed_at, metadata
           from storage.objects
           where bucket_id = $1 and name like $2 escape '\\'
         ), listed as (
           select entry as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
                  null::timestamptz as last_accessed_at, null::jsonb as metadata, true as is_folder
           from entries where is_folder group by entry
           union all
           select entry, id, updated_at, created_at, last_accessed_at, metadata, false
           from entries where not is_folder
         )
         select name, id, updated_at, created_at, last_accessed_at, metadata from listed
         where name ilike $4 escape '\\'
         order by is_folder desc, ${column} ${order}, name ${order}
         limit $5 offset $6`,
        [bucket, `${likeEscape(prefix)}%`, prefix.length, `${likeEscape(search)}%`, limit, offset],
      );
      return entries;
    }).catch((error: unknown) => {
      throw fromDatabase(error);
    });
    return c.json(rows);
  };
}
