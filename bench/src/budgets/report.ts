// The budget results as markdown tables, one row per page, with a verdict per row.
import { kb, LIGHTHOUSE_CATEGORIES, MIN_LIGHTHOUSE_SCORE, type PageBudget } from './limits.ts';
import type { LighthouseScores } from './lighthouse.ts';
import type { PageWeight } from './pageWeight.ts';

export type PageOutcome =
  | { kind: 'measured'; budget: PageBudget; weight: PageWeight; lighthouse?: LighthouseScores }
  | { kind: 'missing'; budget: PageBudget; status: number; note?: string };

/** Why a measured page is over budget; empty when it is within. */
export function weightProblems(budget: PageBudget, weight: PageWeight): string[] {
  const problems: string[] = [];
  if (weight.jsGzipBytes > budget.maxJsGzipBytes)
    problems.push(`JavaScript ${kb(weight.jsGzipBytes)} > ${kb(budget.maxJsGzipBytes)}`);
  if (budget.maxTotalBytes !== undefined && weight.totalBytes > budget.maxTotalBytes) {
    problems.push(`total ${kb(weight.totalBytes)} > ${kb(budget.maxTotalBytes)}`);
  }
  return problems;
}

/** Categories under the minimum score. */
export function lighthouseProblems(scores: LighthouseScores): string[] {
  return LIGHTHOUSE_CATEGORIES.filter((category) => scores[category] < MIN_LIGHTHOUSE_SCORE).map(
    (category) => `${category} ${scores[category]} < ${MIN_LIGHTHOUSE_SCORE}`,
  );
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function missing(outcome: Extract<PageOutcome, { kind: 'missing' }>, columns: number): string[] {
  const text =
    outcome.status === 404
      ? 'not found (404)'
      : `not measured (HTTP ${outcome.status || 'no answer'})`;
  return [
    outcome.budget.label,
    outcome.budget.path,
    text,
    ...Array<string>(columns - 4).fill('–'),
    outcome.note ?? 'skipped',
  ];
}

/** The page-weight table. */
export function weightTable(outcomes: readonly PageOutcome[]): string {
  const header = [
    'page',
    'path',
    'status',
    'JS (gzip)',
    'JS budget',
    'transferred',
    'total budget',
    'requests',
    'verdict',
  ];
  const rows = outcomes.map((outcome) => {
    if (outcome.kind === 'missing') return missing(outcome, header.length);
    const { budget, weight } = outcome;
    const problems = weightProblems(budget, weight);
    return [
      budget.label,
      budget.path,
      String(weight.status),
      kb(weight.jsGzipBytes),
      kb(budget.maxJsGzipBytes),
      kb(weight.totalBytes),
      budget.maxTotalBytes === undefined ? '–' : kb(budget.maxTotalBytes),
      String(weight.requests),
      problems.length ? `over: ${problems.join('; ')}` : 'ok',
    ];
  });
  return table(header, rows);
}

/** The Lighthouse table. */
export function lighthouseTable(outcomes: readonly PageOutcome[]): string {
  const header = ['page', 'path', 'status', ...LIGHTHOUSE_CATEGORIES, 'verdict'];
  const rows = outcomes.map((outcome) => {
    if (outcome.kind === 'missing') return missing(outcome, header.length);
    const scores = outcome.lighthouse;
    if (!scores)
      return [
        outcome.budget.label,
        outcome.budget.path,
        String(outcome.weight.status),
        ...LIGHTHOUSE_CATEGORIES.map(() => '–'),
        'not run',
      ];
    const problems = lighthouseProblems(scores);
    return [
      outcome.budget.label,
      outcome.budget.path,
      String(outcome.weight.status),
      ...LIGHTHOUSE_CATEGORIES.map((category) => String(scores[category])),
      problems.length ? `below ${MIN_LIGHTHOUSE_SCORE}: ${problems.join('; ')}` : 'ok',
    ];
  });
  return table(header, rows);
}
