// The authenticator role's password (db/src/authenticator.ts) on a cluster of this file's own: the
// role is cluster-wide, and the run's shared cluster must keep the password its gateways log in with.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatorUrl, secureAuthenticator } from '../../src/authenticator.ts';
import { migrate } from '../../src/migrate.ts';
import { startTestCluster, tryLogIn } from '../../src/testing.ts';
import { hostedLikeDatabase } from './hostedLike.ts';

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
const generated = () => crypto.randomBytes(32).toString('base64url');

/** Whether authenticator logs in with `password`: true, or PostgreSQL's error code. */
const logIn = (url: string, password: string) => tryLogIn(authenticatorUrl(url, password));

beforeAll(async () => {
  cluster = await startTestCluster();
  // A database migrated before the role had a password of its own: the platform's well-known one.
  const chosen = process.env.AUTHENTICATOR_PASSWORD;
  delete process.env.AUTHENTICATOR_PASSWORD;
  try {
    await migrate(cluster.url, { platform: true });
  } finally {
    process.env.AUTHENTICATOR_PASSWORD = chosen;
  }
});
afterAll(async () => {
  await cluster?.stop();
});

describe('the authenticator role', () => {
  const hostOne = generated();

  it('starts with the well-known password on a database migrated before it had its own', async () => {
    expect(await logIn(cluster.url, 'authenticator')).toBe(true);
  });

  it('is moved off the well-known password to the one in keys.json, in one line', async () => {
    const lines: string[] = [];
    await migrate(cluster.url, { authenticator: { password: hostOne, chosen: false }, log: (line) => lines.push(line) });
    expect(await logIn(cluster.url, 'authenticator'), 'the old password').toBe('28P01');
    expect(await logIn(cluster.url, hostOne), 'the generated one').toBe(true);
    expect(lines).toEqual(["The authenticator role's well-known password was replaced by this deployment's own."]);
  });

  it('keeps its password on the next start, saying nothing', async () => {
    const lines: string[] = [];
    await migrate(cluster.url, { authenticator: { password: hostOne, chosen: false }, log: (line) => lines.push(line) });
    expect(await logIn(cluster.url, hostOne)).toBe(true);
    expect(lines).toEqual([]);
  });

  it('is never moved by a second host with a keys.json of its own: that start is refused in one line', async () => {
    await expect(secureAuthenticator(cluster.url, { password: generated(), chosen: false }, () => {}))
      .rejects.toThrow("The database's authenticator role does not take this host's password (DATA_DIR/keys.json)");
    expect(await logIn(cluster.url, hostOne), 'the first host still logs in').toBe(true);
  });

  it('takes AUTHENTICATOR_PASSWORD whatever it had, and nobody sees the password in the statement', async () => {
    const shared = generated();
    const lines: string[] = [];
    await secureAuthenticator(cluster.url, { password: shared, chosen: true }, (line) => lines.push(line));
    expect(await logIn(cluster.url, shared)).toBe(true);
    expect(await logIn(cluster.url, hostOne), 'the old one').toBe('28P01');
    expect(lines).toEqual(['The authenticator role now takes AUTHENTICATOR_PASSWORD.']);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ stored: string }>(`select rolpassword as stored from pg_authid where rolname = 'authenticator'`);
    await client.end();
    expect(rows[0]?.stored, 'stored as a SCRAM verifier').toMatch(/^SCRAM-SHA-256\$4096:/);
  });

  it('refuses a short AUTHENTICATOR_PASSWORD, or one PostgreSQL would normalise', async () => {
    for (const password of ['too-short', 'a password with spaces in it', 'पासवर्ड-जो-काफ़ी-लंबा-है']) {
      await expect(secureAuthenticator(cluster.url, { password, chosen: true }, () => {}))
        .rejects.toThrow('AUTHENTICATOR_PASSWORD must be at least 16 printable ASCII characters, without spaces.');
    }
  });
});

describe('a database owner who is not a superuser (a hosted-like database)', () => {
  let hosted: Awaited<ReturnType<typeof hostedLikeDatabase>>;
  beforeAll(async () => {
    hosted = await hostedLikeDatabase();
  });
  afterAll(async () => {
    await hosted?.drop();
  });

  it('cannot change the role: the start is refused in one line saying who must', async () => {
    await expect(secureAuthenticator(hosted.ownerUrl, { password: generated(), chosen: true }, () => {}))
      .rejects.toThrow("The DATABASE_URL user may not set the authenticator role's password");
  });

  it('starts with AUTHENTICATOR_PASSWORD set to the password the role has', async () => {
    const password = process.env.AUTHENTICATOR_PASSWORD!;
    await expect(secureAuthenticator(hosted.ownerUrl, { password, chosen: true }, () => {})).resolves.toBeUndefined();
  });
});
