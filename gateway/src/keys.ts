import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { signJwt } from './jwt.ts';

/** The project's secrets: the JWT secret and the two API keys signed with it (legacy JWT keys). */
export interface ProjectKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** GATEWAY_PROXY_SECRET: a request carrying it in X-Proxy-Secret (the site server) names its client in X-Forwarded-For. */
  proxySecret: string;
  /** Opens the development mailbox (GET /mailbox?token=…), printed by npm start. */
  mailboxToken: string;
  /** AUTHENTICATOR_PASSWORD: the `authenticator` role's, which the gateway's API connections log in with. */
  authenticatorPassword: string;
}

const secret = () => crypto.randomBytes(32).toString('base64url');

/**
 * When every API key is issued and when it expires (1 January 2026 and 2036, 00:00 UTC): fixed, so
 * that the keys of one secret are the same in every process, on every host and at every start, as
 * Supabase's self-hosting guide signs its keys once. A new JWT secret gives new keys.
 */
export const API_KEYS_ISSUED_AT = Date.UTC(2026, 0, 1) / 1000;
export const API_KEYS_EXPIRE_AT = Date.UTC(2036, 0, 1) / 1000;

/** Signs an API key: a long-lived JWT whose role selects the PostgreSQL role (anon or service_role). */
export async function signApiKey(role: 'anon' | 'service_role', jwtSecret: string): Promise<string> {
  return signJwt({ iss: 'supabase', ref: 'local', role }, jwtSecret, API_KEYS_EXPIRE_AT - API_KEYS_ISSUED_AT, API_KEYS_ISSUED_AT);
}

/** Generates a fresh set of keys (a 64-character secret, the two keys and the other secrets). */
export async function generateKeys(): Promise<ProjectKeys> {
  const jwtSecret = crypto.randomBytes(48).toString('base64url');
  return {
    jwtSecret,
    anonKey: await signApiKey('anon', jwtSecret),
    serviceRoleKey: await signApiKey('service_role', jwtSecret),
    proxySecret: secret(),
    mailboxToken: secret(),
    authenticatorPassword: secret(),
  };
}

const serialise = (keys: ProjectKeys) => `${JSON.stringify(keys, null, 2)}\n`;

/**
 * Writes keys.json whole or not at all (a process reading it meanwhile never sees half a file).
 * `create`: only when there is none yet; two processes creating it at once keep the first one's.
 */
function writeKeys(file: string, keys: ProjectKeys, create: boolean): void {
  const staged = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(staged, serialise(keys), { mode: 0o600 });
  try {
    if (create) fs.linkSync(staged, file);
    else fs.renameSync(staged, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(staged, { force: true });
  }
}

const readKeys = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as ProjectKeys;

/**
 * Keys come from the environment (Supabase's names, GATEWAY_PROXY_SECRET, AUTHENTICATOR_PASSWORD)
 * when set, else from DATA_DIR/keys.json, which is created on first start so that tokens and the
 * database password stay the same across restarts.
 */
export async function loadOrCreateKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<ProjectKeys> {
  const file = path.join(dataDir, 'keys.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    writeKeys(file, await generateKeys(), true);
  }
  let keys = readKeys(file);
  // A folder made before a secret existed gains it once, for every later start to share.
  if (!keys.proxySecret || !keys.mailboxToken || !keys.authenticatorPassword) {
    writeKeys(file, {
      ...keys,
      proxySecret: keys.proxySecret || secret(),
      mailboxToken: keys.mailboxToken || secret(),
      authenticatorPassword: keys.authenticatorPassword || secret(),
    }, false);
    keys = readKeys(file);
  }
  const jwtSecret = env.SUPABASE_JWT_SECRET || env.JWT_SECRET || keys.jwtSecret;
  if (jwtSecret !== keys.jwtSecret) {
    keys = {
      ...keys,
      jwtSecret,
      anonKey: await signApiKey('anon', jwtSecret),
      serviceRoleKey: await signApiKey('service_role', jwtSecret),
    };
  }
  return {
    jwtSecret,
    anonKey: env.SUPABASE_ANON_KEY || keys.anonKey,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || keys.serviceRoleKey,
    proxySecret: env.GATEWAY_PROXY_SECRET || keys.proxySecret,
    mailboxToken: env.LOCAL_MAILBOX_TOKEN || keys.mailboxToken,
    authenticatorPassword: env.AUTHENTICATOR_PASSWORD || keys.authenticatorPassword,
  };
}
