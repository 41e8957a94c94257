import { stripVTControlCharacters } from 'node:util';

/** The part of Playwright's JSON report that names each journey and how it ended. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

/**
 * One line per journey that failed: project, file and line, title and the first line of its last
 * error, so the suite's closing summary says which journey to look at even when only its end is read.
 */
export function failedJourneys(report: PlaywrightReport): string[] {
  const lines: string[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const message = test.results.at(-1)?.error?.message ?? 'no error recorded';
        const first = stripVTControlCharacters(message).split('\n').find((line) => line.trim()) ?? '';
        lines.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${first.trim()}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return lines;
}
