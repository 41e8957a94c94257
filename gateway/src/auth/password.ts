import bcrypt from 'bcryptjs';
import type { AuthConfig } from './config.ts';
import { authErrors } from './errors.ts';

/** bcrypt only reads the first 72 bytes; longer passwords are refused rather than silently truncated. */
export const MAX_PASSWORD_BYTES = 72;

/** Refuses passwords bcrypt cannot hash faithfully or that are shorter than the configured minimum. */
export function checkPassword(password: string, config: AuthConfig): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw authErrors.validation422(`Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes`);
  }
  if ([...password].length < config.passwordMinLength) {
    throw authErrors.weakPassword(`Password should be at least ${config.passwordMinLength} characters.`, ['length']);
  }
}

/** bcrypt's lowest cost, for the gateway's own test suites only. */
const QUICK_COST = 4;
let quickHashes = false;

/**
 * Hashes at bcrypt's lowest cost in this process from now on (`false` goes back to the configured
 * cost). Only the gateway's test setup calls it, as GoTrue's suites set
 * `crypto.PasswordHashCost = crypto.QuickHashCost`: the suites hash and compare hundreds of
 * passwords, each a twentieth of a second of CPU at cost 10. No setting reaches it, so no deployment
 * can hash below `GOTRUE_PASSWORD_HASH_COST`'s floor of 10.
 */
export function useQuickHashesForTests(on = true): void {
  quickHashes = on;
}

/** The cost new hashes get. */
export function hashCost(config: AuthConfig): number {
  return quickHashes ? QUICK_COST : config.bcryptCost;
}

export function hashPassword(password: string, config: AuthConfig): Promise<string> {
  return bcrypt.hash(password, hashCost(config));
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * What a password is compared against when the account is unknown, at the cost real hashes get, so
 * that the answer takes as long as for a known account and does not reveal which accounts exist.
 */
export function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = bcrypt.hash('not-a-real-password', cost)));
  return hash;
}

/** True when `password` matches `hash`; a missing hash still costs one bcrypt comparison. */
export async function verifyPassword(password: string, hash: string | null | undefined, config: AuthConfig): Promise<boolean> {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) return false;
  const matches = await bcrypt.compare(password, hash || (await dummyHash(hashCost(config))));
  return matches && Boolean(hash);
}
