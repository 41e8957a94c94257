import { describe, expect, it } from 'vitest';
import { failedVitestTests, type VitestReport } from '../vitestReport.ts';

// As vitest's JSON report keeps a failure: its message, then its stack.
const failure = [
  '\u001b[31mAssertionError: each of the two gateway workers: expected [ …(1) ] to deeply equal [ …(2) ]\u001b[39m',
  '    at tests/operations/databaseCrashLog.test.ts:80:26',
].join('\n');

describe('failedVitestTests', () => {
  it('names each failed test with its file and the first line of its failure', () => {
    const report: VitestReport = {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        { name: '/repo/db/tests/ok.test.ts', status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
        {
          name: '/repo/scripts/tests/operations/databaseCrashLog.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'npm start prints no stack trace', status: 'passed', failureMessages: [] },
            { fullName: 'npm start prints one line from each part', status: 'failed', failureMessages: [failure] },
          ],
        },
      ],
    };
    expect(failedVitestTests(report, '/repo')).toEqual([
      'scripts/tests/operations/databaseCrashLog.test.ts › npm start prints one line from each part: AssertionError: each of the two gateway workers: expected [ …(1) ] to deeply equal [ …(2) ]',
    ]);
  });

  it('names a file that failed outside its tests (a hook, an import) with its message, clipped', () => {
    const report: VitestReport = {
      numPassedTests: 0,
      numFailedTests: 0,
      testResults: [{ name: '/repo/site/a.test.ts', status: 'failed', message: `Error: Hook timed out ${'x'.repeat(300)}`, assertionResults: [] }],
    };
    const [line] = failedVitestTests(report, '/repo');
    expect(line).toMatch(/^site\/a\.test\.ts: Error: Hook timed out x+…$/);
    expect(line!.length).toBeLessThan(300);
  });
});
