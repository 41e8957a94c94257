// `npm run fuzz`: the gateway's fuzz properties (REST, auth, storage; tests named "… (fuzz)") with
// FUZZ_CASES cases in all (default 100,000), spread evenly, from the fixed seed (FUZZ_SEED to
// replay another). `npm test` runs the same properties with a few thousand cases.
import fs from 'node:fs';
import path from 'node:path';
import { run } from './run.ts';

const FILES = ['tests/security/rest-fuzz-no-5xx.test.ts', 'tests/security/auth-fuzz-no-5xx.test.ts', 'tests/security/storage-fuzz-no-5xx.test.ts'];
const cases = Number(process.env.FUZZ_CASES ?? 100_000);
if (!Number.isInteger(cases) || cases < 1) throw new Error(`FUZZ_CASES must be a positive whole number, got '${process.env.FUZZ_CASES}'`);

/** Fuzz properties of a file: each `it('… (fuzz)')`, and each route of an `it.each(ROUTES)('… (fuzz)')`. */
function propertiesIn(file: string): number {
  const source = fs.readFileSync(path.join('gateway', file), 'utf8');
  const single = source.match(/\bit\('[^']*\(fuzz\)'/g)?.length ?? 0;
  if (!/it\.each\(ROUTES\)\('[^']*\(fuzz\)'/.test(source)) return single;
  const table = /const ROUTES[^=]*= \[([\s\S]*?)\];/.exec(source)?.[1] ?? '';
  return single + (table.match(/\['(GET|POST|PUT|PATCH|DELETE)'/g)?.length ?? 0);
}
const properties = FILES.reduce((sum, file) => sum + propertiesIn(file), 0);
const runs = Math.ceil(cases / properties);
console.log(`${properties} fuzz properties x ${runs} cases = ${properties * runs} cases (seed ${process.env.FUZZ_SEED ?? 'default'})`);
const code = await run('pnpm', ['exec', 'vitest', 'run', '--testTimeout=0', ...FILES], {
  cwd: 'gateway',
  env: { ...process.env, FUZZ_RUNS: String(runs) },
});
console.log(code === 0 ? `${properties * runs} cases: no 5xx, no SQL echoed, no hidden row` : 'fuzz found a failure (see above)');
process.exit(code);
