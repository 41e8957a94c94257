// Invitations to a tenancy a landlord recorded (tenancy_invitations), sent once each by the alert
// worker: mailed to an address with the landlord's terms and links to sign in (or create the
// account) with it; texted to a mobile number with the link to sign in by that number. The address
// or number invited is the one that may accept (accept_tenancy_invitation). Each is claimed with its
// row lock (FOR UPDATE SKIP LOCKED, so several workers share the work) and marked sent in the same
// transaction: into the development mailbox exactly once; over SMTP or an SMS provider a crash
// between the provider's answer and the commit sends it again rather than lose it.
import type pg from 'pg';
import { formatDate } from '@rentals/core/format';
import { alertLanguage } from '@rentals/core/messages/searchAlerts';
import { TENANCY_INVITATION_MESSAGES, type TenancyInvitationTerms } from '@rentals/core/messages/tenancyInvitation';
import { formatRupees } from '@rentals/core/money';
import type { MailTransport, OutgoingMail } from '../mail/transport.ts';
import type { TextSender } from '../sms/textSender.ts';

export const INVITATIONS_PATH = '/portal/user/tenancy-invitations';

export interface InvitationToMail {
  id: string;
  email: string | null;
  /** The mobile number invited, as the auth server keeps it ('919876543210'), or null. */
  phone?: string | null;
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

function termsOf(invitation: InvitationToMail): TenancyInvitationTerms {
  return {
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
}

export function renderTenancyInvitation(invitation: InvitationToMail, siteUrl: string): OutgoingMail {
  const site = siteUrl.replace(/\/$/, '');
  const lang = alertLanguage(invitation.language);
  const words = TENANCY_INVITATION_MESSAGES[lang];
  const terms = termsOf(invitation);
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
  return { to: invitation.email ?? '', subject, text, html, link: signIn, messageId: `<tenancy-invitation-${invitation.id}@${host}>` };
}

/** The text to the number invited: the terms in brief and the link to sign in by that number. */
export function renderTenancyInvitationText(invitation: InvitationToMail, siteUrl: string): string {
  const site = siteUrl.replace(/\/$/, '');
  const link = `${site}/auth?mode=phone&next=${encodeURIComponent(INVITATIONS_PATH)}`;
  return TENANCY_INVITATION_MESSAGES[alertLanguage(invitation.language)].text(termsOf(invitation), link);
}

interface Claimed extends InvitationToMail {
  mail_due: boolean;
  text_due: boolean;
}

// $1: whether texts can be sent (phone sign-in on); without them an invitation waiting only for
// its text is left for when they can.
const CLAIM = `
  select i.id, i.email, i.phone, coalesce(tp.preferred_language, lp.preferred_language) as language,
         (i.email is not null and i.email_sent_at is null) as mail_due,
         ($1 and i.phone is not null and i.text_sent_at is null) as text_due,
         lp.full_name as landlord_name, p.title as property_title, p.city, p.locality,
         i.monthly_rent, i.security_deposit, i.start_date::text, i.end_date::text, i.rent_due_day, i.expires_at
    from public.tenancy_invitations i
    join public.properties p on p.id = i.property_id
    left join public.profiles lp on lp.user_id = i.landlord_id
    left join lateral (
      select pr.preferred_language from auth.users u join public.profiles pr on pr.user_id = u.id
       where lower(u.email) = i.email or u.phone = i.phone
       order by (lower(u.email) = i.email) desc nulls last
       limit 1) tp on true
   where i.status = 'pending' and i.expires_at > now()
     and ((i.email is not null and i.email_sent_at is null) or ($1 and i.phone is not null and i.text_sent_at is null))
   order by i.created_at
   limit 1
   for update of i skip locked`;

/** Mails (and texts) every waiting invitation not sent yet; returns how many went out. */
export async function deliverTenancyInvitations(
  pool: pg.Pool,
  transport: MailTransport,
  options: { siteUrl: string; texts?: TextSender | null | undefined; log?: (line: string) => void },
): Promise<number> {
  const { texts } = options;
  let sent = 0;
  for (;;) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<Claimed>(CLAIM, [Boolean(texts)]);
      const invitation = rows[0];
      if (!invitation) {
        await client.query('commit');
        return sent;
      }
      let mailed = false;
      let texted = false;
      try {
        if (invitation.mail_due) {
          await transport.send(renderTenancyInvitation(invitation, options.siteUrl), transport.kind === 'mailbox' ? client : undefined);
          mailed = true;
        }
        if (invitation.text_due && invitation.phone && texts) {
          await texts.send(invitation.phone, renderTenancyInvitationText(invitation, options.siteUrl), client);
          texted = true;
        }
      } catch (error) {
        // Tried again on the next round (a notification or the sweep); what did go out stays sent.
        options.log?.(`Tenancy invitation ${invitation.id} not sent: ${error instanceof Error ? error.message : String(error)}`);
        if (!mailed) {
          await client.query('rollback');
          return sent;
        }
      }
      await client.query(
        `update public.tenancy_invitations
            set email_sent_at = case when $2 then now() else email_sent_at end,
                text_sent_at = case when $3 then now() else text_sent_at end
          where id = $1`,
        [invitation.id, mailed, texted],
      );
      await client.query('commit');
      sent += 1;
      if (invitation.text_due && !texted) return sent;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}
