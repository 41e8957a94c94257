// `node bench/src/profileSummary.ts <file.cpuprofile> [rows] [--per N] [--cap µs]`: where a
// process's CPU went, from a V8 CPU profile (node --cpu-prof, or BENCH_PROFILE=1): self time by
// function and by module (the package, or the file outside node_modules), and time including
// callees for the functions with the most. --per N divides every figure by N (pages served) to give
// µs per page. --cap µs counts each sample for at most that long: V8 samples on the wall clock, so
// on a busy machine a process that waits for its core charges the wait to whatever it was running
// (most often a write that woke another process); capped near the sampling interval (1,000 µs by
// default, so --cap 1200), the figures approach CPU time.
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Line {
  name: string;
  /** Microseconds. */
  us: number;
}

/** The module a script URL belongs to: its package under node_modules, else its path from `site/`, `gateway/` …; `(native)` for V8's own. */
export function moduleOf(url: string): string {
  if (!url) return '(native)';
  const parts = url.replace(/^file:\/\//, '').split('/node_modules/');
  if (parts.length > 1) {
    const rest = parts.at(-1)!.split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const path = parts[0]!;
  const match = /\/(site|gateway|core|bench|scripts|db)\/(.*)$/.exec(path);
  return match ? `${match[1]}/${match[2]}` : path.startsWith('node:') ? path : path.split('/').slice(-2).join('/');
}

const nameOf = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${moduleOf(node.callFrame.url)}${node.callFrame.url ? `:${node.callFrame.lineNumber + 1}` : ''}`;

function sorted(totals: Map<string, number>, rows: number): Line[] {
  return [...totals].map(([name, us]) => ({ name, us })).sort((a, b) => b.us - a.us).slice(0, rows);
}

/** Self time by function, self time by module, and time including callees by function (each function counted once per stack). */
export function summariseProfile(profile: CpuProfile, rows = 30, cap = Number.POSITIVE_INFINITY): { total: number; byFunction: Line[]; byModule: Line[]; inclusive: Line[] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + Math.min(profile.timeDeltas[i] ?? 0, cap)));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    total += us;
    byFunction.set(nameOf(node), (byFunction.get(nameOf(node)) ?? 0) + us);
    const module = moduleOf(node.callFrame.url);
    byModule.set(module, (byModule.get(module) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
  return { total, byFunction: sorted(byFunction, rows), byModule: sorted(byModule, rows), inclusive: sorted(inclusive, rows) };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined);
  const [file, rowsArg] = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const per = option('--per') ?? 0;
  if (!file) throw new Error('usage: node bench/src/profileSummary.ts <file.cpuprofile> [rows] [--per N] [--cap µs]');
  const summary = summariseProfile(JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile, Number(rowsArg ?? 30), option('--cap'));
  const show = (us: number) => (per ? `${(us / per).toFixed(1).padStart(8)} µs` : `${(us / 1000).toFixed(0).padStart(7)} ms`);
  const pct = (us: number) => `${((100 * us) / summary.total).toFixed(1).padStart(5)} %`;
  const print = (title: string, lines: Line[]) => {
    console.log(`\n${title}`);
    for (const line of lines) console.log(`${show(line.us)} ${pct(line.us)}  ${line.name}`);
  };
  console.log(`sampled ${show(summary.total)}`);
  print('self time by module', summary.byModule);
  print('self time by function', summary.byFunction);
  print('including callees', summary.inclusive);
}
