// The running products' addresses and keys, handed from the global setup to the test workers
// through the environment (workers inherit it). Each worker has a product of its own: the one
// numbered by its TEST_PARALLEL_INDEX, which Playwright keeps when it restarts a worker.

export interface ProductEnv {
  siteUrl: string;
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The development mailbox, token included (GET /mailbox/<token>; add ?to=<email>). */
  mailboxUrl: string;
  /** Where this product's alert worker sends its emails; the alert journeys listen there. */
  alertSmtpUrl: string;
}

const NAMES = {
  siteUrl: 'E2E_SITE_URL',
  apiUrl: 'E2E_API_URL',
  anonKey: 'E2E_ANON_KEY',
  serviceRoleKey: 'E2E_SERVICE_ROLE_KEY',
  mailboxUrl: 'E2E_MAILBOX_URL',
  alertSmtpUrl: 'E2E_ALERT_SMTP_URL',
} as const satisfies Record<keyof ProductEnv, string>;

export function writeProductEnv(index: number, env: ProductEnv): void {
  for (const [key, name] of Object.entries(NAMES)) process.env[`${name}_${index}`] = env[key as keyof ProductEnv];
}

/** The product of the worker this runs in (the first outside a worker). */
export function readProductEnv(index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): ProductEnv {
  const read = (name: string) => {
    const value = process.env[`${name}_${index}`];
    if (!value)
      throw new Error(
        `${name}_${index} is not set: run the journeys through playwright.config.ts (its globalSetup starts a product for each worker)`,
      );
    return value;
  };
  return Object.fromEntries(Object.entries(NAMES).map(([key, name]) => [key, read(name)])) as unknown as ProductEnv;
}
