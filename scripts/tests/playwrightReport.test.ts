import { describe, expect, it } from 'vitest';
import { failedJourneys, type PlaywrightReport } from '../playwrightReport.ts';

const spec = (title: string, status: string, message?: string, line?: number) => ({
  title,
  file: 'signIn.spec.ts',
  line: 4,
  tests: [{
    projectName: 'mobile',
    status,
    results: [{ error: message === undefined ? undefined : { message, location: line ? { file: 'signIn.spec.ts', line, column: 3 } : undefined } }],
  }],
});

describe('failedJourneys', () => {
  it('names each failed journey with its project, place and the first line of its error, in nested suites too', () => {
    const report: PlaywrightReport = {
      stats: { expected: 1, unexpected: 2, flaky: 1, skipped: 0 },
      suites: [
        {
          specs: [spec('a visitor signs in', 'expected'), spec('a visitor signs out', 'unexpected', '\u001b[31mTimeout 15000ms exceeded\u001b[39m\n  at x')],
          suites: [{ specs: [spec('a broker applies', 'flaky', 'once'), spec('an admin approves', 'unexpected')] }],
        },
      ],
    };
    expect(failedJourneys(report)).toEqual([
      '[mobile] signIn.spec.ts:4 › a visitor signs out: Timeout 15000ms exceeded',
      '[mobile] signIn.spec.ts:4 › an admin approves: no error recorded',
    ]);
  });

  it('adds the failing line of the journey and what the assertion waited for and found', () => {
    const message = [
      'Error: \u001b[2mexpect(\u001b[22mlocator).toBeVisible() failed',
      '',
      "Locator: getByText('Facts saved.')",
      'Expected: visible',
      'Timeout: 15000ms',
      'Error: element(s) not found',
      '',
      'Call log:',
      "  - waiting for getByText('Facts saved.')",
    ].join('\n');
    const report: PlaywrightReport = {
      stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
      suites: [{ specs: [spec('an admin saves facts', 'unexpected', message, 31)] }],
    };
    expect(failedJourneys(report)).toEqual([
      "[mobile] signIn.spec.ts:4 › an admin saves facts: Error: expect(locator).toBeVisible() failed (at line 31; Locator: getByText('Facts saved.'); Expected: visible; Timeout: 15000ms; Error: element(s) not found)",
    ]);
  });

  it('is empty when every journey passed', () => {
    expect(failedJourneys({ stats: { expected: 1, unexpected: 0, flaky: 0, skipped: 0 }, suites: [{ specs: [spec('a visitor signs in', 'expected')] }] })).toEqual([]);
  });
});
