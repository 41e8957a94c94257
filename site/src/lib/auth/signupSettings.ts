// Whether the auth server confirms new accounts by email (GET /auth/v1/settings, mailer_autoconfirm
// false), remembered for a minute. With confirmation on, a sign-up never tells whether the address
// already has an account.
import { gatewayFetch } from '../gatewayFetch.ts';
import { readPublicEnv } from '../publicEnv.ts';

const REMEMBER_MS = 60_000;
let remembered: { at: number; required: boolean } | undefined;

/** True when sign-ups wait for an emailed confirmation; also when the settings cannot be read (the neutral answer is the safe one). */
export async function emailConfirmationRequired(): Promise<boolean> {
  if (remembered && Date.now() - remembered.at < REMEMBER_MS) return remembered.required;
  const env = readPublicEnv();
  let required = true;
  try {
    const response = await gatewayFetch()(`${env.PUBLIC_SUPABASE_URL}/auth/v1/settings`, {
      headers: { apikey: env.PUBLIC_SUPABASE_ANON_KEY },
      signal: AbortSignal.timeout(5_000),
    });
    const settings = (await response.json()) as { mailer_autoconfirm?: unknown };
    required = settings.mailer_autoconfirm !== true;
    remembered = { at: Date.now(), required };
  } catch {
    // Not remembered: the next sign-up asks again.
  }
  return required;
}
