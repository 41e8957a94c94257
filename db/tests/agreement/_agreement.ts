// Shared harness of the agreement tests: one case goes through a core zod schema and through the
// database (a business function as an aal2 admin, or a table write), and both verdicts are compared.
// Every database call runs in its own transaction that is rolled back, so cases never see each other.
import type pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';
import { attempt, connect, createUser, signedIn, withActor, type Actor, type TestUser } from '../helpers/actors.ts';

export type Verdict =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; message: string; code?: string };

/** What a case should give on both sides: accepted, or refused (with the spec's message when it has one). */
export type Expected = { ok: true } | { ok: false; message?: string };

interface SafeParser {
  safeParse(input: unknown): { success: true; data: unknown } | { success: false; error: { issues: { message: string }[] } };
}

/** The schema's verdict; a refusal carries the first issue's message. */
export function coreVerdict(schema: SafeParser, input: unknown): Verdict {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data as Record<string, unknown> };
  return { ok: false, message: result.error.issues[0]?.message ?? '' };
}

export interface AgreementDatabase {
  readonly client: pg.Client;
  readonly admin: Actor;
  readonly adminUser: TestUser;
}

/** A throw-away migrated database for the file, with an admin who verified the second factor. */
export function useAgreementDatabase(): AgreementDatabase {
  let db: TestDatabase;
  let client: pg.Client;
  let adminUser: TestUser;
  beforeAll(async () => {
    db = await createTestDatabase();
    client = await connect(db.url);
    adminUser = await createUser(client, { metadata: { full_name: 'Asha Admin' }, roles: ['admin'] });
  });
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });
  return {
    get client() {
      return client;
    },
    get admin() {
      return signedIn(adminUser, 'aal2');
    },
    get adminUser() {
      return adminUser;
    },
  };
}

/** The database's verdict on one statement run as the actor; the transaction is always rolled back. */
export async function dbVerdict(client: pg.Client, actor: Actor, sql: string, params: unknown[] = []): Promise<Verdict> {
  const result = await withActor(client, actor, (c) => attempt(c, sql, params));
  if (result.ok) return { ok: true, value: (result.rows[0] ?? {}) as Record<string, unknown> };
  return { ok: false, message: result.message, code: result.code };
}

/** Both sides accept, or both refuse; where the spec gives a message, both refuse with exactly it. */
export function expectAgreement(label: string, core: Verdict, db: Verdict, expected: Expected): void {
  const describeVerdict = (v: Verdict) => (v.ok ? 'accepted' : `refused: ${v.message}`);
  // Soft, so that a disagreement reports both sides at once.
  expect.soft(core.ok, `${label}: core ${describeVerdict(core)}`).toBe(expected.ok);
  expect.soft(db.ok, `${label}: database ${describeVerdict(db)}`).toBe(expected.ok);
  if (!expected.ok && expected.message !== undefined) {
    expect.soft(core.ok ? undefined : core.message, `${label}: core message`).toBe(expected.message);
    expect.soft(db.ok ? undefined : db.message, `${label}: database message`).toBe(expected.message);
  }
}
