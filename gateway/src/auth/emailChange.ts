// GoTrue's secure email change. A new address is never taken on the caller's word: a link (and a
// code) goes to the new address, and, while GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED is on and the
// account has an address, another to the current one. The change applies when every link sent for it
// has been followed; until then the user shows it as `new_email`.
import type pg from 'pg';
import { DatabaseError } from 'pg';
import type { AuthDeps } from './config.ts';
import { authErrors } from './errors.ts';
import { sendMail } from './mailer.ts';
import { EMAIL_CHANGE_MAILS, mailLanguage } from './mailText.ts';
import { addOneTimeToken } from './otp.ts';
import { createFlowState, PKCE_PREFIX, type CodeChallenge } from './pkce.ts';
import { findUserIdByEmail, type UserRow } from './users.ts';
import { verifyLink } from './verifyLink.ts';

/** GoTrue's answer to the first of the two links (a redirect's `message`, or verifyOtp's `msg`). */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** The address a link of an email change goes to: the account's current one, or the new one. */
export type ChangeSide = 'current' | 'new';

export interface ChangeLink {
  side: ChangeSide;
  address: string;
  otp: string;
  hash: string;
  link: string;
}

interface ChangeOptions {
  user: Pick<UserRow, 'id' | 'email'>;
  newEmail: string;
  redirectTo: string;
  pkce?: CodeChallenge | null;
}

/** Refuses an address another account has (GoTrue's 422 `email_exists`). */
async function refuseTaken(client: pg.ClientBase, userId: string, email: string): Promise<void> {
  const owner = await findUserIdByEmail(client, email);
  if (owner && owner !== userId) throw authErrors.emailExists();
}

/** The token of one side, written where GoTrue keeps it (one_time_tokens, and the user's column). */
async function addChangeLink(client: pg.ClientBase, deps: AuthDeps, side: ChangeSide, options: ChangeOptions): Promise<ChangeLink> {
  const address = side === 'current' ? options.user.email! : options.newEmail;
  const { otp, hash } = await addOneTimeToken(client, options.user.id, 'email_change', address);
  await client.query(`update auth.users set email_change_token_${side} = $2 where id = $1`, [options.user.id, hash]);
  const token = options.pkce ? PKCE_PREFIX + hash : hash;
  return { side, address, otp, hash, link: verifyLink(deps.ctx, token, 'email_change', options.redirectTo) };
}

/** Records the pending address, its time, and that nothing is confirmed yet. */
async function markPending(client: pg.ClientBase, userId: string, newEmail: string): Promise<void> {
  await client.query(
    `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0,
            updated_at = now() where id = $1`,
    [userId, newEmail],
  );
}

/**
 * PUT /user {email} and resend {type: email_change}: replaces any earlier change with this one and
 * mails its links. Returns them (tests and generate_link read them; nobody else sees them).
 */
export async function requestEmailChange(client: pg.ClientBase, deps: AuthDeps, options: ChangeOptions): Promise<ChangeLink[]> {
  const { user, newEmail } = options;
  await refuseTaken(client, user.id, newEmail);
  await client.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = 'email_change'`, [user.id]);
  await client.query(`update auth.users set email_change_token_current = '', email_change_token_new = '' where id = $1`, [user.id]);
  await markPending(client, user.id, newEmail);
  const sides: ChangeSide[] = deps.config.secureEmailChange && user.email ? ['new', 'current'] : ['new'];
  const links = [];
  for (const side of sides) links.push(await addChangeLink(client, deps, side, options));
  if (options.pkce) await createFlowState(client, user.id, options.pkce, 'email_change');
  const mails = EMAIL_CHANGE_MAILS[await mailLanguage(client, user.id)];
  const change = { from: user.email ?? '', to: newEmail };
  for (const link of links) {
    const mail = link.side === 'new' ? mails.toNew : mails.toCurrent;
    await sendMail(client, { to: link.address, subject: mail.subject, body: mail.body(link.link, link.otp, change), link: link.link });
  }
  return links;
}

/** An anonymous account's first address with autoconfirm on: taken at once, as GoTrue does. */
export async function changeEmailAtOnce(client: pg.ClientBase, userId: string, newEmail: string): Promise<void> {
  await refuseTaken(client, userId, newEmail);
  await markPending(client, userId, newEmail);
  await applyEmailChange(client, userId);
}

/**
 * admin/generate_link email_change_current / email_change_new: one side's link, unsent, replacing
 * that side's earlier one. The current side exists only with secure email change on, as in GoTrue.
 */
export async function generateEmailChangeLink(
  client: pg.ClientBase,
  deps: AuthDeps,
  side: ChangeSide,
  options: ChangeOptions,
): Promise<ChangeLink> {
  if (side === 'current' && !deps.config.secureEmailChange) {
    throw authErrors.validation('Enable secure email change to generate link for current email');
  }
  await refuseTaken(client, options.user.id, options.newEmail);
  await client.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type = 'email_change'
        and (relates_to = lower(coalesce($2, ''))) = $3`,
    [options.user.id, options.user.email, side === 'current'],
  );
  await markPending(client, options.user.id, options.newEmail);
  return addChangeLink(client, deps, side, options);
}

/**
 * After one link of a change was redeemed (its token already spent): applies the change when no
 * other link of it is left, expired or not, else records the one confirmation and waits.
 */
export async function confirmEmailChange(
  client: pg.ClientBase,
  userId: string,
  redeemedAddress: string,
): Promise<'applied' | 'awaiting_other'> {
  const { rows } = await client.query<{ email: string | null; email_change: string | null }>(
    'select email, email_change from auth.users where id = $1 for update',
    [userId],
  );
  const user = rows[0];
  if (!user?.email_change) throw authErrors.emailLinkExpired();
  const others = await client.query(
    `select 1 from auth.one_time_tokens where user_id = $1 and token_type = 'email_change' limit 1`,
    [userId],
  );
  if (others.rows.length) {
    const side: ChangeSide = redeemedAddress === (user.email ?? '').toLowerCase() ? 'current' : 'new';
    await client.query(
      `update auth.users set email_change_confirm_status = 1, email_change_token_${side} = '', updated_at = now() where id = $1`,
      [userId],
    );
    return 'awaiting_other';
  }
  await applyEmailChange(client, userId);
  return 'applied';
}

/**
 * Makes the pending address the account's: confirmed, on its email identity (created for an
 * anonymous account, which this makes permanent), every other emailed token of the user spent.
 */
export async function applyEmailChange(client: pg.ClientBase, userId: string): Promise<void> {
  let email: string;
  try {
    await client.query('savepoint apply_email_change');
    const { rows } = await client.query<{ email: string }>(
      `update auth.users
          set email = email_change, email_change = '', email_change_token_current = '', email_change_token_new = '',
              email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()),
              is_anonymous = false, updated_at = now()
        where id = $1 and email_change <> ''
        returning email`,
      [userId],
    );
    if (!rows[0]) throw authErrors.emailLinkExpired();
    email = rows[0].email;
    await client.query('release savepoint apply_email_change');
  } catch (error) {
    // Someone else took the address after it was asked for.
    if (error instanceof DatabaseError && error.code === '23505') {
      await client.query('rollback to savepoint apply_email_change');
      throw authErrors.emailExists();
    }
    throw error;
  }
  await client.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
  const identity = await client.query(
    `update auth.identities
        set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
  if (!identity.rowCount) {
    await client.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::uuid, $2, 'email')`,
      [userId, { sub: userId, email, email_verified: true, phone_verified: false }],
    );
    await client.query(
      `update auth.users
          set raw_app_meta_data = raw_app_meta_data || jsonb_build_object(
                'provider', coalesce(raw_app_meta_data ->> 'provider', 'email'),
                'providers', case when coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) ? 'email'
                                  then raw_app_meta_data -> 'providers'
                                  else coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || '["email"]'::jsonb end)
        where id = $1`,
      [userId],
    );
  }
}
