import crypto from 'node:crypto';
import { obj, str } from './body.ts';
import type { AuthConfig } from './config.ts';
import { authErrors } from './errors.ts';
import { checkPassword, hashPassword } from './password.ts';

const UNIT_MS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };

/** A Go duration ("24h", "1h30m", "876000h"); "none" lifts a ban (null). */
export function banUntil(duration: string): Date | null {
  if (duration === 'none') return null;
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== duration) {
    throw authErrors.validation('invalid format for ban duration');
  }
  const ms = parts.reduce((sum, [, value, unit]) => sum + Number(value) * UNIT_MS[unit!]!, 0);
  return new Date(Date.now() + ms);
}

/** The password fields of an admin create/update: a plain password, a bcrypt hash, or (on create) a random one. */
export async function adminPasswordHash(
  body: Record<string, unknown>,
  config: AuthConfig,
  generate: boolean,
): Promise<string | undefined> {
  const password = str(body.password);
  if (password !== undefined) {
    checkPassword(password, config);
    return hashPassword(password, config);
  }
  const given = str(body.password_hash);
  if (given !== undefined) {
    if (!/^\$2[aby]\$\d\d\$/.test(given)) throw authErrors.validation('Invalid password hash format');
    return given;
  }
  return generate ? hashPassword(crypto.randomBytes(32).toString('base64url').slice(0, 40), config) : undefined;
}

/** user_metadata (or its older name `data`) and app_metadata from an admin body. */
export function adminMetadata(body: Record<string, unknown>) {
  return { user: obj(body.user_metadata) ?? obj(body.data), app: obj(body.app_metadata) };
}
