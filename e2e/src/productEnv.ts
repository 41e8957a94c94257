// The running product's addresses and keys, handed from the global setup to the test workers
// through the environment (workers inherit it).

export interface ProductEnv {
  siteUrl: string;
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The development mailbox, token included (GET /mailbox/<token>; add ?to=<email>). */
  mailboxUrl: string;
}

const NAMES = {
  siteUrl: 'E2E_SITE_URL',
  apiUrl: 'E2E_API_URL',
  anonKey: 'E2E_ANON_KEY',
  serviceRoleKey: 'E2E_SERVICE_ROLE_KEY',
  mailboxUrl: 'E2E_MAILBOX_URL',
} as const satisfies Record<keyof ProductEnv, string>;

export function writeProductEnv(env: ProductEnv): void {
  for (const [key, name] of Object.entries(NAMES)) process.env[name] = env[key as keyof ProductEnv];
}

export function readProductEnv(): ProductEnv {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value)
      throw new Error(
        `${name} is not set: run the journeys through playwright.config.ts (its globalSetup starts the product)`,
      );
    return value;
  };
  return {
    siteUrl: read(NAMES.siteUrl),
    apiUrl: read(NAMES.apiUrl),
    anonKey: read(NAMES.anonKey),
    serviceRoleKey: read(NAMES.serviceRoleKey),
    mailboxUrl: read(NAMES.mailboxUrl),
  };
}
