import type { ServerName } from './table.ts';
import type { WorkloadName } from './workloads.ts';

/**
 * How many rows a server's answer holds, so one call per server can show that the three forms of a
 * workload ask for the same thing before any of them is timed.
 */
export function rowsInAnswer(server: ServerName, workload: WorkloadName, answer: unknown): number {
  if (server !== 'postgraphile') {
    if (Array.isArray(answer)) return answer.length;
    throw new Error(`${server}/${workload}: expected a list of rows, got ${JSON.stringify(answer).slice(0, 200)}`);
  }
  const { data, errors } = answer as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (errors?.length || !data) throw new Error(`postgraphile/${workload}: ${errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  const field = Object.values(data)[0];
  if (field === null || field === undefined) return 0;
  const nodes = (field as { nodes?: unknown[] }).nodes;
  return Array.isArray(nodes) ? nodes.length : 1;
}

/** The servers whose row count differs from the first one's; empty when all agree. */
export function disagreeing(counts: Partial<Record<ServerName, number>>): ServerName[] {
  const entries = Object.entries(counts) as [ServerName, number][];
  const first = entries[0]?.[1];
  return entries.filter(([, n]) => n !== first).map(([server]) => server);
}
