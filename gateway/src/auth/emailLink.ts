import type pg from 'pg';
import type { GatewayContext } from '../context.ts';
import { sendMail } from './mailer.ts';
import { issueOneTimeToken, type TokenType } from './otp.ts';
import { createFlowState, PKCE_PREFIX, type CodeChallenge } from './pkce.ts';
import { verifyLink } from './verifyLink.ts';
import { SESSION_METHOD } from './verifyToken.ts';

/** What each kind of link is called in /verify's `type` and in the mail. */
const KINDS: Record<TokenType, { verifyType: string; subject: string; action: string }> = {
  confirmation: { verifyType: 'signup', subject: 'Confirm your signup', action: 'confirm your account' },
  recovery: { verifyType: 'recovery', subject: 'Reset your password', action: 'reset the password for your account' },
  magiclink: { verifyType: 'magiclink', subject: 'Your magic link', action: 'sign in' },
  invite: { verifyType: 'invite', subject: 'You have been invited', action: 'accept the invitation and create your account' },
  email_change: { verifyType: 'email_change', subject: 'Confirm email change', action: 'confirm the change of your email' },
};

/**
 * Issues a one-time token and builds its /verify link; with `send`, mails it (the local outbox).
 * admin/generate_link uses it without sending. With a code challenge (PKCE) the flow is recorded
 * and the link's token is marked, so /verify redirects with an auth code instead of a session.
 */
export async function emailLink(
  client: pg.ClientBase,
  ctx: GatewayContext,
  options: {
    userId: string;
    email: string;
    type: TokenType;
    redirectTo: string;
    send: boolean;
    pkce?: CodeChallenge | null;
  },
) {
  const kind = KINDS[options.type];
  const { otp, hash } = await issueOneTimeToken(client, options.userId, options.type, options.email);
  if (options.pkce) await createFlowState(client, options.userId, options.pkce, SESSION_METHOD[options.type]);
  const link = verifyLink(ctx, options.pkce ? PKCE_PREFIX + hash : hash, kind.verifyType, options.redirectTo);
  if (options.send) {
    await sendMail(client, {
      to: options.email,
      subject: kind.subject,
      body: `Follow this link to ${kind.action}: ${link}\nOr enter the code: ${otp}`,
      link,
    });
  }
  return { otp, hash, link, verifyType: kind.verifyType };
}
