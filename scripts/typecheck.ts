// `npm run typecheck`: TypeScript over every package (each has its own tsconfig.json).
import fs from 'node:fs';
import { PACKAGES, run } from './run.ts';

let failed = 0;
for (const pkg of PACKAGES) {
  if (!fs.existsSync(`${pkg}/tsconfig.json`)) continue;
  const code = await run('pnpm', ['exec', 'tsc', '-p', pkg]);
  if (code !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
