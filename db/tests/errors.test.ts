import { describe, expect, it } from 'vitest';
import { explainError, StartupError } from '../src/errors.ts';
import { migrate } from '../src/migrate.ts';
import { TEST_PG_URL } from '../src/testing.ts';

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('start-up failures are explained in one line', () => {
  it('says the credentials were refused for an unauthorised DATABASE_URL', async () => {
    const url = new URL(process.env[TEST_PG_URL] as string);
    url.password = 'wrong-password';
    const line = explainError(await failureOf(migrate(url.toString())));
    expect(line).toMatch(/^PostgreSQL refused the credentials in DATABASE_URL: password authentication failed/);
  });

  it('says PostgreSQL cannot be reached for an unreachable DATABASE_URL', async () => {
    const line = explainError(await failureOf(migrate('postgres://postgres:postgres@127.0.0.1:1/postgres')));
    expect(line).toMatch(/^Cannot reach PostgreSQL \(connect ECONNREFUSED 127\.0\.0\.1:1\)/);
  });

  it('says a database that does not exist does not exist', async () => {
    const url = new URL(process.env[TEST_PG_URL] as string);
    url.pathname = '/no_such_database';
    expect(explainError(await failureOf(migrate(url.toString())))).toMatch(/^The database in DATABASE_URL does not exist/);
  });

  it('names a full disk and promises nothing was lost', () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    expect(explainError(full)).toBe('The disk is full: free some space and start again (nothing was lost).');
    expect(explainError(new Error('could not extend file: No space left on device'))).toMatch(/^The disk is full/);
  });

  it('passes our own one-line errors through and leaves unknown ones to the caller', () => {
    expect(explainError(new StartupError('Port 1 is taken'))).toBe('Port 1 is taken');
    expect(explainError(new Error('something else'))).toBeUndefined();
  });
});
