import { disagreeing, rowsInAnswer } from './check.ts';
import type { ServerName } from './table.ts';
import type { HttpCall, Workload } from './workloads.ts';

export interface Targets {
  gateway: string;
  postgraphile: string;
  baseline: string;
  /** The API key of the workload's role. */
  key: string;
}

async function send(baseUrl: string, call: HttpCall, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${baseUrl}${call.path}`, { method: call.method, headers: { ...headers, ...call.headers }, body: call.body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${call.method} ${call.path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

/**
 * Sends the first call of a workload to each server once and checks they return the same number
 * of rows (and some), so a broken query is not timed as a fast one.
 */
export async function sanityCheck(workload: Workload, targets: Targets, log: (line: string) => void): Promise<void> {
  const auth = { authorization: `Bearer ${targets.key}` };
  const counts: Partial<Record<ServerName, number>> = {
    baseline: rowsInAnswer('baseline', workload.name, await send(targets.baseline, workload.baseline(0), auth)),
    gateway: rowsInAnswer('gateway', workload.name, await send(targets.gateway, workload.rest(0), { ...auth, apikey: targets.key })),
  };
  if (workload.name !== 'mixed') {
    counts.postgraphile = rowsInAnswer('postgraphile', workload.name, await send(targets.postgraphile, workload.graphql(0), auth));
  }
  const off = disagreeing(counts);
  if (off.length || !counts.baseline) throw new Error(`${workload.name}: the servers disagree or find nothing: ${JSON.stringify(counts)}`);
  log(`${workload.name}: all servers return ${counts.baseline} row(s) for the first call`);
}
