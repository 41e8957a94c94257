// `pnpm --filter @rentals/bench admin-bundle [-- --no-build]`: the back office's JavaScript budget
// (issues 8 and 21). Builds the site when its sources changed, then reads the build: the sign-in
// page loads the admin island (its entry chunk and the React renderer with their static imports),
// the dashboard adds its own chunk; every other screen is a lazy chunk loaded on demand. Prints a
// markdown table of gzipped sizes and exits 1 when the sign-in page plus the dashboard exceed
// 300 KB gzipped, or when a cold load straight to any screen (the sign-in page, the shared
// chunks and the screen's own) exceeds 400 KB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT } from '@rentals/db/config';
import { buildSite } from '../../scripts/site.ts';
import { adminWeights, type Chunk } from './adminBundle/graph.ts';

export const ADMIN_BUDGET_BYTES = 300 * 1024;
/** A cold load straight to one screen (a bookmark, a shared link). */
export const SCREEN_BUDGET_BYTES = 400 * 1024;
const ASSETS = path.join(REPO_ROOT, 'site', 'dist', 'client', '_astro');

function readChunks(): Map<string, Chunk> {
  const chunks = new Map<string, Chunk>();
  for (const name of fs.readdirSync(ASSETS).filter((n) => n.endsWith('.js'))) {
    const file = path.join(ASSETS, name);
    const code = fs.readFileSync(file, 'utf8');
    const gz = `${file}.gz`;
    const gzip = fs.existsSync(gz)
      ? fs.statSync(gz).size
      : zlib.gzipSync(code, { level: 9 }).length;
    chunks.set(name, { name, code, gzip });
  }
  return chunks;
}

/** The admin island's entry (Astro names it after backoffice/src/App.tsx) and Astro's React renderer. */
function entries(chunks: Map<string, Chunk>): string[] {
  const find = (test: (chunk: Chunk) => boolean, what: string) => {
    const found = [...chunks.values()].filter(test);
    if (found.length !== 1)
      throw new Error(`Expected one ${what} chunk in the build, found ${found.length}`);
    return (found[0] as Chunk).name;
  };
  const app = find(
    (c) => /^App\.[\w-]+\.js$/.test(c.name) && c.code.includes('__vite__mapDeps'),
    'admin entry',
  );
  const renderer = find((c) => /^client\.[\w-]+\.js$/.test(c.name), 'React renderer');
  return [app, renderer];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!process.argv.includes('--no-build'))
  await buildSite((line) => console.log(`[admin-bundle] ${line}`));
const chunks = readChunks();
const { initial, screens } = adminWeights(entries(chunks), chunks);
const dashboard = screens.find((s) => s.chunk.startsWith('DashboardPage.'));
const firstVisit = initial + (dashboard?.added ?? 0);
console.log('| JavaScript of the back office | gzipped | budget |');
console.log('| --- | ---: | ---: |');
console.log(`| sign-in page (initial) | ${kb(initial)} | |`);
console.log(`| sign-in page + dashboard | ${kb(firstVisit)} | ${kb(ADMIN_BUDGET_BYTES)} |`);
console.log('\n| Cold load of a screen | its own chunks | sign-in page + screen | budget |');
console.log('| --- | ---: | ---: | ---: |');
const over: string[] = [];
for (const screen of screens.filter((s) => s.screen)) {
  const name = screen.chunk.replace(/\.[\w-]+\.js$/, '');
  const cold = initial + screen.added;
  if (cold > SCREEN_BUDGET_BYTES) over.push(`${name} ${kb(cold)}`);
  console.log(`| ${name} | ${kb(screen.added)} | ${kb(cold)}${cold > SCREEN_BUDGET_BYTES ? ' (over)' : ''} | ${kb(SCREEN_BUDGET_BYTES)} |`);
}
console.log('\n| Loaded from inside a screen (a dialog) | gzipped |');
console.log('| --- | ---: |');
for (const part of screens.filter((s) => !s.screen)) console.log(`| + ${part.chunk.replace(/\.[\w-]+\.js$/, '')} | ${kb(part.added)} |`);
if (firstVisit > ADMIN_BUDGET_BYTES) {
  console.log(
    `\nOver budget: the sign-in page and the dashboard load ${kb(firstVisit)} (budget ${kb(ADMIN_BUDGET_BYTES)}).`,
  );
}
if (over.length) console.log(`\nOver budget: a cold load of ${over.join(', ')} (budget ${kb(SCREEN_BUDGET_BYTES)} each).`);
if (firstVisit > ADMIN_BUDGET_BYTES || over.length) process.exit(1);
