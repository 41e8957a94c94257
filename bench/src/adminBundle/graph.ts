// The back office's JavaScript as the browser loads it, read from the site's build: which chunks a
// first visit to /admin needs (the island's entry and the React renderer, with their static
// imports), and which more each lazily loaded screen brings.

/** A built JavaScript file: its name in _astro/ and its code. */
export interface Chunk {
  name: string;
  code: string;
  /** Bytes sent gzipped (the precompressed .gz the server serves). */
  gzip: number;
}

const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

function matches(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map((m) => m[1] as string);
}

/** Chunks a chunk imports statically ('import{a}from"./x.js"'). */
export function staticImports(code: string): string[] {
  return [...new Set(matches(code, STATIC_IMPORT))];
}

/**
 * Chunks a chunk loads on demand (import("./X.js")). Vite also preloads the static imports of
 * each (its __vite__mapDeps list), which closure() counts.
 */
export function dynamicImports(code: string): string[] {
  return [...new Set(matches(code, DYNAMIC_IMPORT))];
}

/** A chunk and everything it imports statically, transitively. */
export function closure(
  entries: readonly string[],
  chunks: ReadonlyMap<string, Chunk>,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const name = stack.pop() as string;
    if (seen.has(name)) continue;
    const chunk = chunks.get(name);
    if (!chunk) continue;
    seen.add(name);
    stack.push(...staticImports(chunk.code));
  }
  return seen;
}

export function gzipOf(names: Iterable<string>, chunks: ReadonlyMap<string, Chunk>): number {
  let total = 0;
  for (const name of names) total += chunks.get(name)?.gzip ?? 0;
  return total;
}

export interface ScreenWeight {
  /** The lazily loaded chunk ('UsersPage.Bx1.js'). */
  chunk: string;
  /** Gzipped bytes it adds to what is already loaded. */
  added: number;
  /** Loaded by the initial chunks themselves (a screen the router opens), not from inside another lazy chunk (a dialog). */
  screen: boolean;
}

export interface AdminWeights {
  initial: number;
  screens: ScreenWeight[];
}

/**
 * The initial JavaScript (the entries' static closure) and, per lazily loaded chunk reachable from
 * the entry, what it adds on top of the initial load.
 */
export function adminWeights(
  entries: readonly string[],
  chunks: ReadonlyMap<string, Chunk>,
): AdminWeights {
  const initial = closure(entries, chunks);
  const lazy = new Set<string>();
  const screens = new Set<string>();
  const queue = [...initial];
  while (queue.length) {
    const name = queue.pop() as string;
    for (const target of dynamicImports(chunks.get(name)?.code ?? '')) {
      if (initial.has(name) && !initial.has(target)) screens.add(target);
      if (initial.has(target) || lazy.has(target) || !chunks.has(target)) continue;
      lazy.add(target);
      queue.push(...closure([target], chunks));
    }
  }
  const weights = [...lazy]
    .map((chunk) => ({
      chunk,
      added: gzipOf(
        [...closure([chunk], chunks)].filter((n) => !initial.has(n)),
        chunks,
      ),
      screen: screens.has(chunk),
    }))
    .sort((a, b) => a.chunk.localeCompare(b.chunk));
  return { initial: gzipOf(initial, chunks), screens: weights };
}
