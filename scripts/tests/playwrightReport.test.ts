import { describe, expect, it } from 'vitest';
import { failedJourneys, type PlaywrightReport } from '../playwrightReport.ts';

const spec = (title: string, status: string, message?: string) => ({
  title,
  file: 'signIn.spec.ts',
  line: 4,
  tests: [{ projectName: 'mobile', status, results: [{ error: message === undefined ? undefined : { message } }] }],
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

  it('is empty when every journey passed', () => {
    expect(failedJourneys({ stats: { expected: 1, unexpected: 0, flaky: 0, skipped: 0 }, suites: [{ specs: [spec('a visitor signs in', 'expected')] }] })).toEqual([]);
  });
});
