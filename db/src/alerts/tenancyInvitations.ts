// Invitations to a tenancy a landlord recorded (tenancy_invitations), mailed once each by the alert
// worker: the landlord's terms, and links to sign in (or create the account) with the address
// invited, which is the one that may accept (accept_tenancy_invitation). Each is claimed with its
// row lock (FOR UPDATE SKIP LOCKED, so several workers share the work) and marked sent in the same
// transaction: into the development mailbox exactly once; over SMTP a crash between the server's
// 250 and the commit resends the same message (same Message-ID) rather than lose it.
import type pg from 'pg';
import { formatDate } from '@rentals/core/format';
import { alertLanguage } from '@rentals/core/messages/searchAlerts';
import { TENANCY_INVITATION_MESSAGES, type TenancyInvitationTerms } from '@rentals/core/messages/tenancyInvitation';
import { formatRupees } from '@rentals/core/money';
import type { MailTransport, OutgoingMail } from '../mail/transport.ts';

export const INVITATIONS_PATH = '/portal/user/tenancy-invitations';

export interface InvitationToMail {
  id: string;
  email: string;
  /** The invited account's language, else the landlord's. */
  language: string | null;
  landlord_name: string | null;
  property_title: string;
  city: string;
  locality: string | null;
  monthly_rent: string | number;
  security_deposit: string | number;
  start_date: string;
  end_date: string;
  rent_due_day: number;
  expires_at: Date | string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function renderTenancyInvitation(invitation: InvitationToMail, siteUrl: string): OutgoingMail {
  const site = siteUrl.replace(/\/$/, '');
  const lang = alertLanguage(invitation.language);
  const words = TENANCY_INVITATION_MESSAGES[lang];
  const terms: TenancyInvitationTerms = {
    landlord: invitation.landlord_name?.trim() || 'Rentals',
    property: invitation.property_title,
    place: [invitation.locality, invitation.city].filter(Boolean).join(', '),
    rent: formatRupees(invitation.monthly_rent),
    deposit: formatRupees(invitation.security_deposit),
    start: formatDate(invitation.start_date),
    end: formatDate(invitation.end_date),
    dueDay: invitation.rent_due_day,
    answerBy: formatDate(invitation.expires_at),
  };
  const next = encodeURIComponent(INVITATIONS_PATH);
  const signIn = `${site}/auth?next=${next}`;
  const signUp = `${site}/auth?mode=signup&next=${next}`;
  const subject = words.subject(terms.landlord, terms.property);
  const text = [
    words.intro(terms),
    '',
    ...words.terms(terms),
    '',
    words.answer(terms.answerBy),
    `${words.signIn}: ${signIn}`,
    `${words.signUp}: ${signUp}`,
    '',
    words.why,
  ].join('\n');
  const items = words.terms(terms).map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;margin:0;padding:16px"><div style="max-width:560px;margin:0 auto"><p>${escapeHtml(words.intro(terms))}</p><ul>${items}</ul><p>${escapeHtml(words.answer(terms.answerBy))}</p><p><a href="${escapeHtml(signIn)}" style="display:inline-block;padding:10px 16px;background:#0b57d0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(words.signIn)}</a></p><p><a href="${escapeHtml(signUp)}">${escapeHtml(words.signUp)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(words.why)}</p></div></body></html>`;
  const host = new URL(site).hostname || 'localhost';
  return { to: invitation.email, subject, text, html, link: signIn, messageId: `<tenancy-invitation-${invitation.id}@${host}>` };
}

const CLAIM = `
  select i.id, i.email, coalesce(tp.preferred_language, lp.preferred_language) as language,
         lp.full_name as landlord_name, p.title as property_title, p.city, p.locality,
         i.monthly_rent, i.security_deposit, i.start_date::text, i.end_date::text, i.rent_due_day, i.expires_at
    from public.tenancy_invitations i
    join public.properties p on p.id = i.property_id
    left join public.profiles lp on lp.user_id = i.landlord_id
    left join auth.users tu on lower(tu.email) = i.email
    left join public.profiles tp on tp.user_id = tu.id
   where i.status = 'pending' and i.email is not null and i.email_sent_at is null and i.expires_at > now()
   order by i.created_at
   limit 1
   for update of i skip locked`;

/** Mails every waiting invitation not mailed yet; returns how many went out. */
export async function deliverTenancyInvitations(
  pool: pg.Pool,
  transport: MailTransport,
  options: { siteUrl: string; log?: (line: string) => void },
): Promise<number> {
  let sent = 0;
  for (;;) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<InvitationToMail>(CLAIM);
      const invitation = rows[0];
      if (!invitation) {
        await client.query('commit');
        return sent;
      }
      const mail = renderTenancyInvitation(invitation, options.siteUrl);
      try {
        await transport.send(mail, transport.kind === 'mailbox' ? client : undefined);
      } catch (error) {
        await client.query('rollback');
        // Tried again on the next round (a notification or the sweep).
        options.log?.(`Tenancy invitation ${invitation.id} not sent: ${error instanceof Error ? error.message : String(error)}`);
        return sent;
      }
      await client.query('update public.tenancy_invitations set email_sent_at = now() where id = $1', [invitation.id]);
      await client.query('commit');
      sent += 1;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}
