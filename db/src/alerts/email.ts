// An alert email: the listings a saved search matched, each with its photo, rent in Indian
// grouping and a link, and the one-click unsubscribe of RFC 8058 (List-Unsubscribe and
// List-Unsubscribe-Post), which works without signing in.
import { ALERT_MESSAGES, alertLanguage } from '@rentals/core/messages/searchAlerts';
import { formatRupees } from '@rentals/core/money';
import type { OutgoingMail } from '../mail/transport.ts';

export interface AlertListing {
  id: string;
  title: string;
  city: string;
  locality: string | null;
  rent: number | string;
  bedrooms: number;
  photo: string | null;
}

export interface AlertEmail {
  emailId: string;
  to: string;
  language: string | null;
  searchName: string;
  daily: boolean;
  unsubscribeToken: string;
  listings: AlertListing[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Only a web address is put in an href or src: anything else in a listing's photos is left out. */
const webAddress = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null);

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function renderAlertEmail(alert: AlertEmail, siteUrl: string): OutgoingMail {
  const site = siteUrl.replace(/\/$/, '');
  const words = ALERT_MESSAGES[alertLanguage(alert.language)];
  const [first] = alert.listings;
  const subject =
    alert.listings.length === 1 && first ? words.subjectOne(alert.searchName, first.title) : words.subjectMany(alert.searchName, alert.listings.length);
  const unsubscribe = unsubscribeUrl(site, alert.unsubscribeToken);
  const manage = `${site}/portal/user/saved`;
  const lines = alert.listings.map((listing) => {
    const place = [listing.locality, listing.city].filter(Boolean).join(', ');
    return {
      listing,
      href: `${site}/property/${listing.id}`,
      facts: `${words.bhk(listing.bedrooms)} · ${place} · ${words.perMonth(formatRupees(listing.rent))}`,
    };
  });
  const text = [
    words.intro(alert.searchName),
    '',
    ...lines.flatMap(({ listing, href, facts }) => [listing.title, facts, href, '']),
    words.why(alert.searchName, alert.daily),
    `${words.unsubscribe}: ${unsubscribe}`,
    `${words.manage}: ${manage}`,
  ].join('\n');
  const cards = lines
    .map(({ listing, href, facts }) => {
      const photo = webAddress(listing.photo);
      const image = photo
        ? `<a href="${escapeHtml(href)}"><img src="${escapeHtml(photo)}" alt="${escapeHtml(listing.title)}" width="560" style="display:block;width:100%;max-width:560px;height:auto;border-radius:8px"></a>`
        : '';
      return `<tr><td style="padding:16px 0;border-bottom:1px solid #e5e5e5">${image}<h2 style="font-size:18px;margin:12px 0 4px"><a href="${escapeHtml(href)}" style="color:#111">${escapeHtml(listing.title)}</a></h2><p style="margin:0 0 8px;color:#333">${escapeHtml(facts)}</p><a href="${escapeHtml(href)}" style="color:#0b57d0">${escapeHtml(words.view)}</a></td></tr>`;
    })
    .join('');
  const lang = alertLanguage(alert.language);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;margin:0;padding:16px"><table role="presentation" style="max-width:560px;margin:0 auto;border-collapse:collapse"><tr><td><p>${escapeHtml(words.intro(alert.searchName))}</p></td></tr>${cards}<tr><td style="padding-top:16px;font-size:13px;color:#555"><p>${escapeHtml(words.why(alert.searchName, alert.daily))}</p><p><a href="${escapeHtml(unsubscribe)}">${escapeHtml(words.unsubscribe)}</a> · <a href="${escapeHtml(manage)}">${escapeHtml(words.manage)}</a></p></td></tr></table></body></html>`;
  const host = new URL(site).hostname || 'localhost';
  return {
    to: alert.to,
    subject,
    text,
    html,
    link: lines[0]?.href,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    // One id per alert email: a resend after a crash mid-send is the same message to the receiver.
    messageId: `<alert-${alert.emailId}@${host}>`,
  };
}
