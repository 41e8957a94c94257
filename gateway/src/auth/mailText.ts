// The words of every email the auth server sends, in English and Hindi. A person's emails go out in
// the language they chose on the site (profiles.preferred_language), or gave at sign-up (metadata
// `lang`, for the confirmation mail sent before they chose anything else); English otherwise.
import type pg from 'pg';
import type { LinkType } from './otp.ts';

export type MailLang = 'en' | 'hi';

/** The language of the emails to an account: mailLanguage(client, id) === 'hi' for a Hindi reader. */
export async function mailLanguage(client: pg.ClientBase, userId: string): Promise<MailLang> {
  const { rows } = await client.query<{ lang: string | null }>(
    `select coalesce(p.preferred_language, u.raw_user_meta_data ->> 'lang') as lang
       from auth.users u left join public.profiles p on p.user_id = u.id
      where u.id = $1`,
    [userId],
  );
  return rows[0]?.lang === 'hi' ? 'hi' : 'en';
}

interface LinkMail {
  subject: string;
  body: (link: string, code: string) => string;
}

/** The mail carrying each kind of one-time link. */
export const LINK_MAILS: Record<MailLang, Record<LinkType, LinkMail>> = {
  en: {
    confirmation: { subject: 'Confirm your signup', body: (link, code) => `Follow this link to confirm your account: ${link}\nOr enter the code: ${code}` },
    recovery: { subject: 'Reset your password', body: (link, code) => `Follow this link to reset the password for your account: ${link}\nOr enter the code: ${code}` },
    magiclink: { subject: 'Your magic link', body: (link, code) => `Follow this link to sign in: ${link}\nOr enter the code: ${code}` },
    invite: { subject: 'You have been invited', body: (link, code) => `Follow this link to accept the invitation and create your account: ${link}\nOr enter the code: ${code}` },
  },
  hi: {
    confirmation: { subject: 'अपना साइन अप पक्का करें', body: (link, code) => `अपना खाता पक्का करने के लिए यह लिंक खोलें: ${link}\nया यह कोड लिखें: ${code}` },
    recovery: { subject: 'अपना पासवर्ड रीसेट करें', body: (link, code) => `अपने खाते का पासवर्ड रीसेट करने के लिए यह लिंक खोलें: ${link}\nया यह कोड लिखें: ${code}` },
    magiclink: { subject: 'आपका साइन-इन लिंक', body: (link, code) => `साइन इन करने के लिए यह लिंक खोलें: ${link}\nया यह कोड लिखें: ${code}` },
    invite: { subject: 'आपको आमंत्रित किया गया है', body: (link, code) => `आमंत्रण स्वीकार करके अपना खाता बनाने के लिए यह लिंक खोलें: ${link}\nया यह कोड लिखें: ${code}` },
  },
};

interface EmailChangeMail {
  subject: string;
  body: (link: string, code: string, change: { from: string; to: string }) => string;
}

/**
 * The two mails of an email change: to the new address, and (secure email change) to the current
 * one, whose owner may not have asked for it. Each carries its own link and code.
 */
export const EMAIL_CHANGE_MAILS: Record<MailLang, { toNew: EmailChangeMail; toCurrent: EmailChangeMail }> = {
  en: {
    toNew: {
      subject: 'Confirm your new email address',
      body: (link, code, { to }) =>
        `Follow this link to confirm ${to} as the new email address of your account: ${link}\nOr enter the code: ${code}\n` +
        'If you did not ask for this change, you can ignore this email.',
    },
    toCurrent: {
      subject: 'Confirm the change of your email address',
      body: (link, code, { from, to }) =>
        `Someone asked to change the email address of your account from ${from} to ${to}. ` +
        `If it was you, follow this link to confirm: ${link}\nOr enter the code: ${code}\n` +
        'The change happens only once both addresses are confirmed. If it was not you, do not follow the link, and change your password.',
    },
  },
  hi: {
    toNew: {
      subject: 'अपने नए ईमेल पते की पुष्टि करें',
      body: (link, code, { to }) =>
        `${to} को अपने खाते का नया ईमेल पता पक्का करने के लिए यह लिंक खोलें: ${link}\nया यह कोड लिखें: ${code}\n` +
        'अगर आपने यह बदलाव नहीं माँगा, तो इस ईमेल को अनदेखा कर सकते हैं।',
    },
    toCurrent: {
      subject: 'अपना ईमेल पता बदलने की पुष्टि करें',
      body: (link, code, { from, to }) =>
        `किसी ने आपके खाते का ईमेल पता ${from} से बदलकर ${to} करने को कहा है। ` +
        `अगर यह आप थे, तो पुष्टि के लिए यह लिंक खोलें: ${link}\nया यह कोड लिखें: ${code}\n` +
        'बदलाव तभी होगा जब दोनों पतों की पुष्टि हो जाएगी। अगर यह आप नहीं थे, तो लिंक न खोलें और अपना पासवर्ड बदलें।',
    },
  },
};

/** To the owner of an address someone tried to sign up with again. */
export const EXISTING_ACCOUNT_MAIL: Record<MailLang, { subject: string; body: string }> = {
  en: {
    subject: 'Someone tried to sign up with your email',
    body:
      'Someone tried to create an account with this email address, which already has one. ' +
      'If it was you, sign in with your password, or ask for a reset link if you have forgotten it. ' +
      'If it was not you, you can ignore this email: nothing has changed.',
  },
  hi: {
    subject: 'किसी ने आपके ईमेल से साइन अप करने की कोशिश की',
    body:
      'किसी ने इस ईमेल पते से खाता बनाने की कोशिश की, जिसका खाता पहले से है। ' +
      'अगर यह आप थे, तो अपने पासवर्ड से साइन इन करें, या पासवर्ड भूल गए हों तो रीसेट लिंक माँगें। ' +
      'अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा कर सकते हैं: कुछ नहीं बदला है।',
  },
};

/** The code that confirms a password change. */
export const REAUTHENTICATION_MAIL: Record<MailLang, { subject: string; body: (code: string) => string }> = {
  en: { subject: 'Confirm reauthentication', body: (code) => `Enter the code: ${code}` },
  hi: { subject: 'अपनी पहचान दोबारा पक्की करें', body: (code) => `यह कोड लिखें: ${code}` },
};
