// The words of a texted code. GOTRUE_SMS_TEMPLATE, when set, is used as it is ("{{ .Code }}" is the
// code): India's DLT rules let a sender text only templates it registered, so operators set theirs.
// Unset, the text is the product's own, in the account's language (English or Hindi), code first
// so that a phone can offer it from the notification.
import type { MailLang } from '../mailText.ts';

const TEXTS: Record<MailLang, (code: string) => string> = {
  en: (code) => `${code} is your Rentals.in code. Do not share it with anyone.`,
  hi: (code) => `${code} आपका Rentals.in कोड है। इसे किसी को न बताएँ।`,
};

/** The text of a code: smsText(null, 'en', '123456') === '123456 is your Rentals.in code. …'. */
export function smsText(template: string | null, lang: MailLang, code: string): string {
  if (template) return template.replace(/\{\{\s*\.Code\s*\}\}/g, code);
  return TEXTS[lang](code);
}
