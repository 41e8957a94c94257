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

// A diff's changed lines say what differed; a few are enough to know where to look.
const DIFF_LINE = /^[+-] /;
const MOST_DIFF_LINES = 6;
const MOST_CHARACTERS = 240;

/**
 * One line per failed test (or per file that failed outside its tests): file, test, the first line
 * of its failure, and the first lines of an assertion's diff, so the suite's closing summary says
 * what failed even when only its end is read.
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
  const messageLines = stripVTControlCharacters(message ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  const [first = 'no message recorded', ...rest] = messageLines;
  const diff = rest.filter((line) => DIFF_LINE.test(line) && !/^[+-] (Expected|Received)$/.test(line)).slice(0, MOST_DIFF_LINES);
  const clip = (line: string) => (line.length > MOST_CHARACTERS ? `${line.slice(0, MOST_CHARACTERS)}…` : line);
  return [clip(first), ...diff.map(clip)].join(' | ');
}
