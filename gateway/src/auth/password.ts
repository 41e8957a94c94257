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

export function hashPassword(password: string, config: AuthConfig): Promise<string> {
  return bcrypt.hash(password, config.bcryptCost);
}

// Compared against when the email is unknown, so that the response time does not reveal accounts.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 10);

/** True when `password` matches `hash`; a missing hash still costs one bcrypt comparison. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) return false;
  const matches = await bcrypt.compare(password, hash || DUMMY_HASH);
  return matches && Boolean(hash);
}
