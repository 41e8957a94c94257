// What the auth server offers (GET /auth/v1/settings), remembered for a minute: whether it confirms
// new accounts by email (mailer_autoconfirm false; then a sign-up never tells whether the address
// already has an account), and whether phone sign-in is on (external.phone).
import { gatewayFetch } from '../gatewayFetch.ts';
import { readPublicEnv } from '../publicEnv.ts';

const REMEMBER_MS = 60_000;
interface Offered {
  confirmationRequired: boolean;
  phone: boolean;
}
let remembered: { at: number; offered: Offered } | undefined;

/** The auth server's settings; null when they cannot be read (not remembered: the next call asks again). */
async function offered(): Promise<Offered | null> {
  if (remembered && Date.now() - remembered.at < REMEMBER_MS) return remembered.offered;
  const env = readPublicEnv();
  try {
    const response = await gatewayFetch()(`${env.PUBLIC_SUPABASE_URL}/auth/v1/settings`, {
      headers: { apikey: env.PUBLIC_SUPABASE_ANON_KEY },
      signal: AbortSignal.timeout(5_000),
    });
    const settings = (await response.json()) as { mailer_autoconfirm?: unknown; external?: { phone?: unknown } };
    const result = { confirmationRequired: settings.mailer_autoconfirm !== true, phone: settings.external?.phone === true };
    remembered = { at: Date.now(), offered: result };
    return result;
  } catch {
    return null;
  }
}

/** True when sign-ups wait for an emailed confirmation; also when the settings cannot be read (the neutral answer is the safe one). */
export async function emailConfirmationRequired(): Promise<boolean> {
  return (await offered())?.confirmationRequired ?? true;
}

/** Whether the auth server signs people in with a mobile number and a texted code. */
export async function phoneSignInEnabled(): Promise<boolean> {
  return (await offered())?.phone ?? false;
}
