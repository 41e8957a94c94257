import type { Context } from 'hono';
import type { Queryable } from './db.ts';
import { clientIp } from './rateLimit.ts';

/** GoTrue's audit actions this server records. */
export type AuditAction =
  | 'factor_in_progress'
  | 'verification_attempted'
  | 'factor_unenrolled'
  | 'factor_deleted'
  | 'user_updated_password'
  | 'user_reauthenticate_requested';

export interface AuditEntry {
  actorId: string;
  actorUsername: string | null;
  action: AuditAction;
  logType: 'factor' | 'user';
  traits?: Record<string, unknown>;
}

/**
 * Appends an entry to auth.audit_log_entries in GoTrue's payload shape. Pass the transaction's client,
 * so that the entry exists exactly when the change it records does.
 */
export async function audit(db: Queryable, c: Context, entry: AuditEntry): Promise<void> {
  const payload = {
    actor_id: entry.actorId,
    actor_username: entry.actorUsername ?? '',
    actor_via_sso: false,
    log_type: entry.logType,
    action: entry.action,
    traits: entry.traits ?? {},
  };
  await db.query('insert into auth.audit_log_entries (payload, ip_address) values ($1, $2)', [
    JSON.stringify(payload),
    clientIp(c).slice(0, 64),
  ]);
}
