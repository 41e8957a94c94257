// The page budgets of issue 13: what a first mobile visit may download, and the Lighthouse scores
// every public page must reach.

const KB = 1024;

export interface PageBudget {
  label: string;
  /** Path to visit; `{listing}` stands for the first listing the home page links to. */
  path: string;
  /** JavaScript, gzipped, summed over every script the visit loads. */
  maxJsGzipBytes: number;
  /** Everything transferred (headers and bodies, as compressed on the wire); unchecked when absent. */
  maxTotalBytes?: number;
}

export const LISTING_PLACEHOLDER = '{listing}';

export const DEFAULT_PAGES: readonly PageBudget[] = [
  { label: 'home', path: '/', maxJsGzipBytes: 50 * KB, maxTotalBytes: 500 * KB },
  { label: 'search', path: '/properties', maxJsGzipBytes: 100 * KB },
  { label: 'detail', path: `/property/${LISTING_PLACEHOLDER}`, maxJsGzipBytes: 100 * KB },
];

/** Lighthouse categories checked, each at least this score (0 to 100). */
export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];
export const MIN_LIGHTHOUSE_SCORE = 95;

/** The budget of a path: a default page's own, else the 100 KB of JavaScript every other public page gets. */
export function budgetFor(path: string): PageBudget {
  const known = DEFAULT_PAGES.find((page) => page.path === path);
  if (known) return known;
  if (path.startsWith('/property/')) return { ...DEFAULT_PAGES[2]!, path };
  return { label: path, path, maxJsGzipBytes: 100 * KB };
}

/** `kb(51_200)` → '50.0 KB'. */
export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}
