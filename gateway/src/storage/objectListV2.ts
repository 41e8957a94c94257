import type { Handler } from 'hono';
import type { GatewayContext } from '../context.ts';
import { withScope } from '../scope.ts';
import { callerScope } from './caller.ts';
import { fromDatabase, storageErrors } from './errors.ts';
import { readJson } from './json.ts';
import { bucketId } from './paths.ts';

const likeEscape = (text: string) => text.replace(/[\\%_]/g, '\\$&');

interface EntryRow {
  name: string;
  is_folder: boolean;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Record<string, unknown> | null;
}

const encodeCursor = (name: string) => Buffer.from(name, 'utf8').toString('base64url');

function decodeCursor(cursor: unknown): string | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  if (typeof cursor !== 'string') throw storageErrors.invalidRequest('cursor must be a string');
  return Buffer.from(cursor, 'base64url').toString('utf8');
}

/** storage.search_v2's `key`: the name's segment at the prefix's depth (`split_part(name, '/', levels)`). */
const segmentAt = (name: string, levels: number) => name.split('/')[levels - 1] ?? '';

/**
 * POST /object/list-v2/:bucket {prefix, limit, cursor, with_delimiter, sortBy}: storage-api's paged
 * listing. Entries are full keys in name order; with a delimiter, keys below the next `/` fold into
 * one folder entry (`prefix…/`). `nextCursor` carries the last name, so a page costs the same
 * wherever it is. Only rows the caller's SELECT policy shows are listed. The entries have
 * storage-api's shape: with a delimiter each carries `key`, its segment at the prefix's depth
 * (a folder's without the trailing slash its `name` keeps), and a folder nulls for the object
 * columns; without one, objects have no `key`.
 */
export function listObjectsV2(ctx: GatewayContext): Handler {
  return async (c) => {
    const bucket = bucketId(c.req.param('bucket'));
    const body = await readJson(c);
    const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
    const limit = Math.min(Math.max(Math.trunc(Number(body.limit)) || 1000, 1), 1000);
    const delimiter = body.with_delimiter === true;
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
    if (sortBy.column !== undefined && sortBy.column !== 'name') throw storageErrors.invalidRequest('sortBy.column must be name');
    const desc = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc';
    const after = decodeCursor(body.cursor);
    const scope = await callerScope(c, ctx, true);
    const rows = await withScope(ctx.pool, scope, async (client) => {
      const { rows: entries } = await client.query<EntryRow>(
        `with matched as (
           select case when $4 and strpos(substr(name, $3 + 1), '/') > 0
                       then $5 || split_part(substr(name, $3 + 1), '/', 1) || '/' end as folder,
                  name, id, updated_at, created_at, last_accessed_at, metadata
           from storage.objects
           where bucket_id = $1 and name like $2 escape '\\'
         ), listed as (
           select folder as name, true as is_folder, null::uuid as id, null::timestamptz as updated_at,
                  null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
           from matched where folder is not null group by folder
           union all
           select name, false, id, updated_at, created_at, last_accessed_at, metadata from matched where folder is null
         )
         select * from listed
         where $6::text is null or (case when $7 then name < $6 else name > $6 end)
         order by case when $7 then name end desc, name asc
         limit $8`,
        [bucket, `${likeEscape(prefix)}%`, prefix.length, delimiter, prefix, after, desc, limit + 1],
      );
      return entries;
    }).catch((error: unknown) => {
      throw fromDatabase(error);
    });
    const page = rows.slice(0, limit);
    const hasNext = rows.length > limit;
    const last = page[page.length - 1];
    const levels = prefix.split('/').length;
    const entry = ({ is_folder: folder, ...row }: EntryRow) =>
      (delimiter ? { key: segmentAt(folder ? row.name.replace(/\/+$/, '') : row.name, levels), ...row } : row);
    return c.json({
      hasNext,
      ...(hasNext && last ? { nextCursor: encodeCursor(last.name) } : {}),
      folders: page.filter((row) => row.is_folder).map(entry),
      objects: page.filter((row) => !row.is_folder).map(entry),
    });
  };
}
