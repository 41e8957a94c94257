import type pg from 'pg';
import type { GatewayContext } from '../context.ts';
import { sendMail } from './mailer.ts';
import { LINK_MAILS, mailLanguage } from './mailText.ts';
import { issueOneTimeToken, type LinkType } from './otp.ts';
import { createFlowState, PKCE_PREFIX, type CodeChallenge } from './pkce.ts';
import { verifyLink } from './verifyLink.ts';
import { SESSION_METHOD } from './verifyToken.ts';

/** What each kind of link is called in /verify's `type`; its mail's words are in mailText.ts. */
const VERIFY_TYPES: Record<LinkType, string> = {
  confirmation: 'signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  invite: 'invite',
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
    type: LinkType;
    redirectTo: string;
    send: boolean;
    pkce?: CodeChallenge | null;
  },
) {
  const verifyType = VERIFY_TYPES[options.type];
  const { otp, hash } = await issueOneTimeToken(client, options.userId, options.type, options.email);
  if (options.pkce) await createFlowState(client, options.userId, options.pkce, SESSION_METHOD[options.type]);
  const link = verifyLink(ctx, options.pkce ? PKCE_PREFIX + hash : hash, verifyType, options.redirectTo);
  if (options.send) {
    const mail = LINK_MAILS[await mailLanguage(client, options.userId)][options.type];
    await sendMail(client, { to: options.email, subject: mail.subject, body: mail.body(link, otp), link });
  }
  return { otp, hash, link, verifyType };
}
