// The `authenticator` role, which the gateway's API connections log in as before switching to anon,
// authenticated or service_role (as PostgREST's do), has a password like any other secret: one per
// deployment (DATA_DIR/keys.json, or AUTHENTICATOR_PASSWORD), set on the role by the migration step.
import crypto from 'node:crypto';
import pg from 'pg';
import { StartupError } from './errors.ts';

/** The password db/platform created the role with; a database that still has it is moved off it. */
const WELL_KNOWN_PASSWORD = 'authenticator';

export interface AuthenticatorPassword {
  password: string;
  /**
   * Chosen by the operator (AUTHENTICATOR_PASSWORD): set on the role whatever it had. A password
   * generated into one host's keys.json only replaces the well-known one, never another host's.
   */
  chosen: boolean;
}

/** Same host, database and options (sslmode …) as `databaseUrl`, as the `authenticator` role. */
export function authenticatorUrl(databaseUrl: string, password: string): string {
  const url = new URL(databaseUrl);
  url.username = 'authenticator';
  url.password = password;
  return url.toString();
}

/**
 * The SCRAM-SHA-256 verifier PostgreSQL stores for `password` (RFC 5803), computed here as psql's
 * \password does, so that the password itself never reaches the server or its log.
 */
export function scramVerifier(password: string, salt = crypto.randomBytes(16), iterations = 4096): string {
  const salted = crypto.pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const hmac = (text: string) => crypto.createHmac('sha256', salted).update(text).digest();
  const storedKey = crypto.createHash('sha256').update(hmac('Client Key')).digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${hmac('Server Key').toString('base64')}`;
}

/** Whether the role logs in with `password`; other failures than a refused password are thrown. */
async function logsIn(databaseUrl: string, password: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: authenticatorUrl(databaseUrl, password), connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === '28P01') return false;
    if (code === '28000') throw new StartupError(`PostgreSQL refuses the authenticator role from this host (${message}): its pg_hba.conf must admit authenticator as it admits the DATABASE_URL user.`);
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Makes the role take `wanted.password`: nothing to do when it already does; the well-known password
 * (or any, for a chosen one) is replaced by the database owner's connection at `ownerUrl`.
 */
export async function secureAuthenticator(ownerUrl: string, wanted: AuthenticatorPassword, log: (line: string) => void): Promise<void> {
  // Printable ASCII: PostgreSQL normalises other characters (SASLprep) before hashing them.
  if (!/^[\x21-\x7e]{16,}$/.test(wanted.password)) {
    throw new StartupError('AUTHENTICATOR_PASSWORD must be at least 16 printable ASCII characters, without spaces.');
  }
  if (await logsIn(ownerUrl, wanted.password)) return;
  const wellKnown = await logsIn(ownerUrl, WELL_KNOWN_PASSWORD);
  if (!wellKnown && !wanted.chosen) {
    throw new StartupError(
      "The database's authenticator role does not take this host's password (DATA_DIR/keys.json): it was set elsewhere (another host, or the database's provider). Set AUTHENTICATOR_PASSWORD to the role's password, the same on every host (docs/deploy.md).",
    );
  }
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query(`alter role authenticator with login password ${client.escapeLiteral(scramVerifier(wanted.password))}`);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === '42501') {
      throw new StartupError(`The DATABASE_URL user may not set the authenticator role's password (${message}). A superuser must run: alter role authenticator password '<AUTHENTICATOR_PASSWORD>' (docs/deploy.md).`);
    }
    if (code === '42704') throw new StartupError('The database has no authenticator role: the first start must be made by a superuser (docs/deploy.md).');
    throw error;
  } finally {
    await client.end();
  }
  log(wellKnown
    ? "The authenticator role's well-known password was replaced by this deployment's own."
    : 'The authenticator role now takes AUTHENTICATOR_PASSWORD.');
}
