import { stripVTControlCharacters } from 'node:util';

/** The part of Playwright's JSON report that names each journey and how it ended. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

interface PlaywrightError {
  message?: string;
  location?: { file: string; line: number; column: number };
}

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: PlaywrightError }[] }[];
  }[];
}

// The lines of an assertion's message that say what it waited for and what it found.
const DETAIL = /^(Locator|Expected|Received|Error|Timeout):/;

/**
 * One line per journey that failed: project, file and line, title, the first line of its last
 * error, then the line of the journey that failed and what that step waited for and found, so the
 * suite's closing summary says where to look even when only its end is read.
 */
export function failedJourneys(report: PlaywrightReport): string[] {
  const lines: string[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        lines.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${describeError(test.results.at(-1)?.error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return lines;
}

function describeError(error: PlaywrightError | undefined): string {
  if (!error?.message) return 'no error recorded';
  const messageLines = stripVTControlCharacters(error.message).split('\n').map((line) => line.trim()).filter(Boolean);
  const [first = '', ...rest] = messageLines;
  const details = rest.filter((line) => DETAIL.test(line));
  const place = error.location ? [`at line ${error.location.line}`] : [];
  const extra = [...place, ...details];
  return extra.length ? `${first} (${extra.join('; ')})` : first;
}
