// What PostgreSQL's backends spend per call on each of several forms of one call, for the
// measuring scripts (scopeCost.ts, readFormCost.ts): each form's batches run `connections` at a
// time through the gateway's runBatch, and the CPU of the postmaster's children (from /proc) is
// divided by the calls. Every form is measured in each round, so the spread of the machine shows.
import type pg from 'pg';
import { runBatch, type BatchStatement } from '@rentals/gateway/batch';
import { childrenCpuDelta, childrenCpuMs } from './cpu.ts';

export interface Form {
  label: string;
  /** The batch of call `n` (unique across the whole run); it throws to stop the run when an answer is wrong. */
  batch: (n: number) => BatchStatement[];
  check?: (results: Record<string, unknown>[][], n: number) => void;
}

export interface Measure {
  pool: pg.Pool;
  postmaster: number;
  calls: number;
  connections: number;
  rounds?: number;
}

async function cpuPerCall(form: Form, first: number, m: Measure): Promise<string> {
  let next = 0;
  const before = childrenCpuMs(m.postmaster);
  await Promise.all(Array.from({ length: m.connections }, async () => {
    while (next < m.calls) {
      const n = first + next;
      next += 1;
      const client = await m.pool.connect();
      try {
        const results = await runBatch(client, form.batch(n));
        form.check?.(results, n);
      } finally {
        client.release();
      }
    }
  }));
  const after = childrenCpuMs(m.postmaster);
  return before && after ? `${((childrenCpuDelta(before, after) * 1000) / m.calls).toFixed(0)} µs` : '?';
}

/** Prints a Markdown table: a row per form, PostgreSQL's CPU per call in each round. */
export async function printFormCosts(heading: string, forms: Form[], m: Measure): Promise<void> {
  const rounds = m.rounds ?? 2;
  const figures = new Map<string, string[]>(forms.map((form) => [form.label, []]));
  let first = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const form of forms) {
      figures.get(form.label)?.push(await cpuPerCall(form, first, m));
      first += m.calls;
    }
  }
  console.log(`| ${heading} | ${Array.from({ length: rounds }, (_, r) => `PostgreSQL CPU per call, round ${r + 1}`).join(' | ')} |`);
  console.log(`| --- |${' ---: |'.repeat(rounds)}`);
  for (const [label, values] of figures) console.log(`| ${label} | ${values.join(' | ')} |`);
}
