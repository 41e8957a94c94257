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
}

const secret = () => crypto.randomBytes(32).toString('base64url');

const TEN_YEARS = 10 * 365 * 24 * 3600;

/** Signs an API key: a long-lived JWT whose role selects the PostgreSQL role (anon or service_role). */
export async function signApiKey(role: 'anon' | 'service_role', jwtSecret: string): Promise<string> {
  return signJwt({ iss: 'supabase', ref: 'local', role }, jwtSecret, TEN_YEARS);
}

/** Generates a fresh set of keys (a 64-character secret and the two keys). */
export async function generateKeys(): Promise<ProjectKeys> {
  const jwtSecret = crypto.randomBytes(48).toString('base64url');
  return {
    jwtSecret,
    anonKey: await signApiKey('anon', jwtSecret),
    serviceRoleKey: await signApiKey('service_role', jwtSecret),
    proxySecret: secret(),
    mailboxToken: secret(),
  };
}

/**
 * Keys come from the environment (Supabase's names) when set, else from DATA_DIR/keys.json,
 * which is created on first start so that tokens stay valid across restarts.
 */
export async function loadOrCreateKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<ProjectKeys> {
  const file = path.join(dataDir, 'keys.json');
  let keys: ProjectKeys;
  if (fs.existsSync(file)) {
    keys = JSON.parse(fs.readFileSync(file, 'utf8')) as ProjectKeys;
    // A folder made before a secret existed gains it once, for every later start to share.
    if (!keys.proxySecret || !keys.mailboxToken) {
      keys = { ...keys, proxySecret: keys.proxySecret || secret(), mailboxToken: keys.mailboxToken || secret() };
      fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    }
  } else {
    keys = await generateKeys();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  }
  const jwtSecret = env.SUPABASE_JWT_SECRET ?? env.JWT_SECRET ?? keys.jwtSecret;
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
    anonKey: env.SUPABASE_ANON_KEY ?? keys.anonKey,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY ?? keys.serviceRoleKey,
    proxySecret: env.GATEWAY_PROXY_SECRET || keys.proxySecret,
    mailboxToken: env.LOCAL_MAILBOX_TOKEN || keys.mailboxToken,
  };
}
