import { expect } from 'vitest';
import { repetitions } from '@rentals/db/testDepth';

/**
 * Shared settings of the fuzz tests: a fixed seed (FUZZ_SEED to replay another), and the cases per
 * property: FUZZ_RUNS (which `npm run fuzz` raises to reach 100,000 cases in all), else the suite's
 * count in `npm test -- full` and a quarter of it in `npm test`.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261124);

export function fuzzRuns(suiteDefault: number): { numRuns: number; seed: number } {
  return { numRuns: Number(process.env.FUZZ_RUNS ?? repetitions(suiteDefault)), seed: FUZZ_SEED };
}

// Fragments only the gateway's own SQL has: a response quoting them would show the statement
// built from the request, or the request's text spliced into SQL.
const OWN_SQL = /pgrst_page|pgrst_scope|set_config\(|json_agg\(|row_to_json\(|"t0"\.|from "public"\.|\$\d+::|select 1 from|limit \$\d/i;

/** No response carries the SQL the request was turned into. */
export function expectNoSqlEcho(text: string, context: string): void {
  expect(OWN_SQL.exec(text)?.[0], `SQL echoed back: ${context} -> ${text.slice(0, 400)}`).toBeUndefined();
}
