// `npm start`: the whole product on this machine. Honours DATA_DIR, DATABASE_URL, PORT (site),
// API_PORT (gateway) and DB_PORT (embedded PostgreSQL). Ctrl-C stops everything cleanly.
import { dataDir, dbPort } from '../db/src/config.ts';
import { explainError } from '../db/src/errors.ts';
import { startProduct, wantsDemoData, type RunningProduct } from './product.ts';
import { smsConfigFromEnv } from '../db/src/sms/settings.ts';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number between 1 and 65535, got '${raw}'.`);
    process.exit(1);
  }
  return value;
}

async function printDemoAccounts(): Promise<void> {
  try {
    const { DEMO_ACCOUNTS } = await import('../db/seed/accounts.ts');
    console.log('Demo accounts (demo data only):');
    for (const account of DEMO_ACCOUNTS) {
      const totp = account.totp_secret ? `  TOTP secret ${account.totp_secret}` : '';
      console.log(`  ${account.role.padEnd(17)} ${account.email.padEnd(34)} ${account.password}${totp}`);
    }
  } catch {
    // No seed module: nothing to print.
  }
}

let product: RunningProduct | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping ...');
    await product?.stop();
  }
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));

try {
  const folder = dataDir();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const demoData = wantsDemoData(process.env, databaseUrl);
  product = await startProduct({
    dataDir: folder,
    databaseUrl,
    seed: demoData,
    dbPort: dbPort(),
    apiPort: port('API_PORT', 54321),
    sitePort: port('PORT', 4321),
    log: (line) => console.log(line),
    onCrash: (message) => {
      console.error(message);
      void shutdown(1);
    },
  });
  console.log(`Data folder: ${folder}`);
  console.log(`Anon key: ${product.anonKey}`);
  console.log(`Service-role key: ${product.serviceRoleKey}`);
  if (demoData) await printDemoAccounts();
  // Sign-ups and email changes wait for their emailed links, as in production: the mailbox holds them.
  if (product.mailboxUrl) console.log(`Emails (sign-up confirmations, email changes, password resets, magic links): ${product.mailboxUrl}`);
  // Phone sign-in is on; with no SMS provider its codes are in the same mailbox.
  const sms = smsConfigFromEnv();
  if (sms.enabled && !sms.provider && product.mailboxUrl) console.log(`Text messages (mobile sign-in codes, notices, invitations; no SMS provider is set): ${product.mailboxUrl}`);
  else if (sms.enabled && sms.provider) console.log(`Text messages go out through ${sms.provider.name} (GOTRUE_SMS_PROVIDER).`);
  console.log(
    `Ready: site ${product.siteUrl}  back office ${product.siteUrl}/admin  API ${product.apiUrl}  database ${product.databaseUrl}`,
  );
} catch (error) {
  const line = explainError(error);
  console.error(line ?? (error instanceof Error ? (error.stack ?? error.message) : String(error)));
  await shutdown(1);
}
