// Admins for journeys. Every journey that needs an admin gets its own account with its own TOTP
// factor, created through the API as a person would set one up (password, enrolment, first code):
// a code is accepted once per factor, so admins shared between journeys spent each other's codes.
import crypto from 'node:crypto';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import type { ProductEnv } from './productEnv.ts';

const PERIOD_MS = 30_000;

export interface AdminAccount {
  email: string;
  password: string;
  totp_secret: string;
}

export interface TestAdmin extends AdminAccount {
  id: string;
  full_name: string;
}

const currentStep = (now = Date.now()) => Math.floor(now / PERIOD_MS);

function codeAt(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: step * PERIOD_MS,
  });
}

/** The code of the time step `ahead` steps from now, as an authenticator app shows it. */
export function totpCode(secret: string, ahead = 0): string {
  return codeAt(secret, currentStep() + ahead);
}

// The newest time step whose code this process handed out, per secret: the server accepts a code
// only for a step newer than the factor's last accepted one.
const lastStep = new Map<string, number>();

/**
 * The next code the server will accept for `secret`, given the codes this process already spent.
 * The current step when it is unspent; else the next step, which the server's one-step drift
 * window accepts; past that, it waits for the clock (never guessing further ahead).
 */
export async function nextTotpCode(secret: string): Promise<string> {
  const spent = lastStep.get(secret) ?? -Infinity;
  let now = currentStep();
  while (spent + 1 > now + 1) {
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_MS - Date.now() + 50));
    now = currentStep();
  }
  const step = Math.max(now, spent + 1);
  lastStep.set(secret, step);
  return codeAt(secret, step);
}

function apiClient(product: ProductEnv): SupabaseClient {
  return createClient(product.apiUrl, product.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

function serviceClient(product: ProductEnv): SupabaseClient {
  return createClient(product.apiUrl, product.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** A person with the admin role and no authenticator app yet; the service client creates them. */
export async function createNewAdmin(service: SupabaseClient, fullName = 'Naveen Rao'): Promise<Omit<TestAdmin, 'totp_secret'>> {
  const email = `admin.${crypto.randomBytes(6).toString('hex')}@example.in`;
  const password = `Pw-${crypto.randomBytes(8).toString('hex')}`;
  const { data, error } = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (error || !data.user) throw new Error(`Creating an admin failed: ${error?.message ?? 'no user'}`);
  const granted = await service.from('user_roles').insert({ user_id: data.user.id, role: 'admin' });
  if (granted.error) throw new Error(`Granting admin failed: ${granted.error.message}`);
  return { id: data.user.id, email, password, full_name: fullName };
}

/**
 * A new admin with a verified TOTP factor of their own, and the session (aal2) of that first
 * sign-in: signs in with the password, enrols an authenticator and verifies its first code, as the
 * console's first sign-in does.
 */
export async function enrolTestAdmin(
  product: ProductEnv,
  fullName = 'Kavya Menon',
): Promise<{ admin: TestAdmin; session: Session; client: SupabaseClient }> {
  const person = await createNewAdmin(serviceClient(product), fullName);
  const client = apiClient(product);
  const signIn = await client.auth.signInWithPassword({ email: person.email, password: person.password });
  if (signIn.error) throw new Error(`The new admin could not sign in: ${signIn.error.message}`);
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw new Error(`Enrolling an authenticator failed: ${enrolled.error.message}`);
  const secret = enrolled.data.totp.secret;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: await nextTotpCode(secret) });
  if (verified.error) throw new Error(`The new authenticator's first code was refused: ${verified.error.message}`);
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('The new admin has no session after the second factor');
  return { admin: { ...person, totp_secret: secret }, session: data.session, client };
}

/** A new admin with a verified TOTP factor of their own (who signs in again wherever needed). */
export async function createTestAdmin(product: ProductEnv, fullName = 'Kavya Menon'): Promise<TestAdmin> {
  return (await enrolTestAdmin(product, fullName)).admin;
}

/**
 * A new admin of the journey's own, signed in through the API with the second factor: the client of
 * the enrolment's own sign-in, whose session is at aal2 once the first code is verified (a second
 * sign-in would spend another code, and a third within the same 30 s would wait for the clock).
 */
export async function signInNewAdminClient(product: ProductEnv): Promise<SupabaseClient> {
  return (await enrolTestAdmin(product)).client;
}

/** The seeded demo admin (db/seed/accounts.ts), whose secret the seed's README documents. */
export function demoAdmin(): AdminAccount {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  if (!admin?.totp_secret) throw new Error('The seed has no demo admin with a TOTP secret');
  return { email: admin.email, password: admin.password, totp_secret: admin.totp_secret };
}
