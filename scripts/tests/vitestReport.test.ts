import { describe, expect, it } from 'vitest';
import { failedVitestTests, type VitestReport } from '../vitestReport.ts';

const diffMessage = [
  '\u001b[31mAssertionError: expected [ …(4) ] to deeply equal [ …(3) ]\u001b[39m',
  '',
  '- Expected',
  '+ Received',
  '',
  '  [',
  '    "The alert worker lost the database (…).",',
  '+   "The database at 127.0.0.1:36509/postgres is lost (ECONNREFUSED).",',
  '  ]',
  '',
  '    at tests/operations/databaseCrashLog.test.ts:86:26',
].join('\n');

describe('failedVitestTests', () => {
  it('names each failed test with its file, the first line of its failure and the lines its diff changed', () => {
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
            { fullName: 'npm start prints one line from each part', status: 'failed', failureMessages: [diffMessage] },
          ],
        },
      ],
    };
    expect(failedVitestTests(report, '/repo')).toEqual([
      'scripts/tests/operations/databaseCrashLog.test.ts › npm start prints one line from each part: AssertionError: expected [ …(4) ] to deeply equal [ …(3) ]'
        + ' | +   "The database at 127.0.0.1:36509/postgres is lost (ECONNREFUSED).",',
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
