import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { GatewayContext } from '../context.ts';
import { objectFile } from './paths.ts';
import { commitStaged, discardStaged, stagingDir } from './staging.ts';

/** A staged file untouched this long belongs to no upload still in progress, on any host. */
export const STAGING_GRACE_MS = 60 * 60 * 1000;

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a staged file is a leftover. Several gateways may share DATA_DIR: a file written on this
 * host by a process that is gone (or by an earlier life of our own pid) is one at once; any other
 * only once it has not been written to for the grace period.
 */
function abandoned(name: string, modified: number, now: number): boolean {
  const match = /^(\d+)@(.*)~[^~]+$/.exec(name);
  if (match && match[2] === os.hostname()) {
    const pid = Number(match[1]);
    if (pid === process.pid || !running(pid)) return true;
  }
  return now - modified > STAGING_GRACE_MS;
}

export interface CleaningReport {
  removed: string[];
  restored: string[];
}

/**
 * Start-up cleaning of upload leftovers: staged bytes whose row committed (the process died between
 * commit and rename) are moved into place; the others are removed.
 */
export async function cleanStagedUploads(
  ctx: Pick<GatewayContext, 'adminPool' | 'dataDir'>,
  now = Date.now(),
): Promise<CleaningReport> {
  const report: CleaningReport = { removed: [], restored: [] };
  const dir = stagingDir(ctx);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || !abandoned(name, stat.mtimeMs, now)) continue;
    const version = name.slice(name.lastIndexOf('~') + 1);
    const { rows } = await ctx.adminPool.query<{ bucket_id: string; name: string }>(
      'select bucket_id, name from storage.objects where version = $1',
      [version],
    );
    const row = rows[0];
    const target = row ? objectFile(ctx, row.bucket_id, row.name, version) : null;
    if (target && !(await fs.stat(target).catch(() => null))) {
      await commitStaged(file, target);
      report.restored.push(name);
    } else {
      await discardStaged(file);
      report.removed.push(name);
    }
  }
  return report;
}
