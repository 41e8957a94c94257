import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The part of vitest's JSON report that the suite's tally and closing summary read. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] | null }[];
  }[];
}

const MOST_CHARACTERS = 240;

/**
 * One line per failed test (or per file that failed outside its tests): file, test and the first
 * line of its failure (vitest's JSON report keeps an error's message and stack, not its diff), so
 * the suite's closing summary says what failed even when only its end is read.
 */
export function failedVitestTests(report: VitestReport, root: string): string[] {
  const lines: string[] = [];
  for (const file of report.testResults) {
    if (file.status !== 'failed') continue;
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`${where} › ${test.fullName}: ${describeFailure(test.failureMessages?.[0])}`);
    if (!failed.length) lines.push(`${where}: ${describeFailure(file.message)}`);
  }
  return lines;
}

function describeFailure(message: string | undefined): string {
  const [first = 'no message recorded'] = stripVTControlCharacters(message ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  return first.length > MOST_CHARACTERS ? `${first.slice(0, MOST_CHARACTERS)}…` : first;
}
