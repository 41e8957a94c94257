// `npm run budgets`: page weight and Lighthouse budgets of the public pages (bench/src/budgets.ts).
import { ensureChromium } from './chromium.ts';
import { run } from './run.ts';

const chromium = await ensureChromium();
if (!chromium) {
  console.error('The budgets need chromium: apt-get install chromium (or set CHROMIUM_PATH).');
  process.exit(1);
}
process.exit(
  await run('node', ['src/budgets.ts', ...process.argv.slice(2)], {
    cwd: 'bench',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  }),
);
