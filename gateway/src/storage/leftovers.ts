import type { GatewayContext } from '../context.ts';
import { objectHeaders } from './objectStore.ts';
import { HOST, isRunning } from './processes.ts';

/** A staged file untouched this long belongs to no upload still in progress, on any host. */
export const STAGING_GRACE_MS = 60 * 60 * 1000;

/**
 * Whether a staged file is a leftover. Several gateways may share the backend: a file written on
 * this host by a process that is gone (or by an earlier life of our own pid) is one at once; any
 * other only once it has not been written to for the grace period.
 */
function abandoned(name: string, modified: number, now: number): boolean {
  const match = /^(\d+)@(.*)~[^~]+$/.exec(name);
  if (match && match[2] === HOST) {
    const pid = Number(match[1]);
    if (pid === process.pid || !isRunning(pid)) return true;
  }
  return now - modified > STAGING_GRACE_MS;
}

export interface CleaningReport {
  removed: string[];
  restored: string[];
  /** Resumable uploads' parts that no upload names any more. */
  parts: string[];
}

/**
 * Start-up cleaning of upload leftovers: staged bytes whose row committed (the process died between
 * commit and putting them in place) are moved into place; the others are removed. Parts of
 * resumable uploads whose row is gone, and untouched for the grace period, are removed too.
 */
export async function cleanStagedUploads(
  ctx: Pick<GatewayContext, 'adminPool' | 'storageBackend'>,
  now = Date.now(),
): Promise<CleaningReport> {
  const backend = ctx.storageBackend;
  const report: CleaningReport = { removed: [], restored: [], parts: [] };
  for (const { name, modified } of await backend.listStaged()) {
    if (!abandoned(name, modified, now)) continue;
    const version = name.slice(name.lastIndexOf('~') + 1);
    const { rows } = await ctx.adminPool.query<{ bucket_id: string; name: string; metadata: Record<string, unknown> | null }>(
      'select bucket_id, name, metadata from storage.objects where version = $1',
      [version],
    );
    const row = rows[0];
    const target = row ? { bucket: row.bucket_id, key: row.name, version } : null;
    if (target && (await backend.size(target)) === null) {
      await backend.commitStaged(name, target, objectHeaders(row!.metadata));
      report.restored.push(name);
    } else {
      await backend.discardStaged(name);
      report.removed.push(name);
    }
  }
  for (const { name, modified } of await backend.listParts()) {
    if (now - modified <= STAGING_GRACE_MS) continue;
    const { rowCount } = await ctx.adminPool.query('select 1 from private.resumable_uploads where version::text = $1', [name]);
    if (rowCount) continue;
    await backend.removeParts(name);
    report.parts.push(name);
  }
  return report;
}
