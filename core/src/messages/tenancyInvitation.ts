// The words of the email (or, to a mobile number, the text message) that invites a tenant to the
// tenancy their landlord recorded, in English and Hindi. Kept in core beside the alert emails' words, which the same worker sends.
import type { AlertLanguage } from './searchAlerts.ts';

export interface TenancyInvitationTerms {
  landlord: string;
  property: string;
  place: string;
  /** Already formatted: '₹25,000', '21 Nov 2026'. */
  rent: string;
  deposit: string;
  start: string;
  end: string;
  dueDay: number;
  answerBy: string;
}

export interface TenancyInvitationMessages {
  subject: (landlord: string, property: string) => string;
  intro: (t: TenancyInvitationTerms) => string;
  terms: (t: TenancyInvitationTerms) => string[];
  answer: (answerBy: string) => string;
  signIn: string;
  signUp: string;
  why: string;
  /** The text message to a mobile number: who, what, the rent, and the link to sign in by that number. */
  text: (t: TenancyInvitationTerms, link: string) => string;
}

export const TENANCY_INVITATION_MESSAGES: Record<AlertLanguage, TenancyInvitationMessages> = {
  en: {
    subject: (landlord, property) => `${landlord} invites you to record your tenancy of ${property}`,
    intro: (t) => `${t.landlord} recorded you as the tenant of ${t.property} (${t.place}) on Rentals, with these terms:`,
    terms: (t) => [
      `Monthly rent: ${t.rent}, due on day ${t.dueDay} of each month`,
      `Security deposit: ${t.deposit}`,
      `Lease: ${t.start} to ${t.end}`,
    ],
    answer: (answerBy) =>
      `Accept or decline by ${answerBy} from your account with this email address. Once you accept, your rent, receipts and agreement are in your tenant portal.`,
    signIn: 'Sign in and answer',
    signUp: 'New here? Create your account with this address',
    why: 'You get this email because a landlord named this address as their tenant. If you are not, decline the invitation or ignore this email.',
    text: (t, link) =>
      `${t.landlord} recorded you as the tenant of ${t.property} on Rentals: rent ${t.rent} a month from ${t.start}. Sign in with this number by ${t.answerBy} to accept or decline: ${link}`,
  },
  hi: {
    subject: (landlord, property) => `${landlord} ने आपको ${property} की किरायेदारी दर्ज करने के लिए आमंत्रित किया है`,
    intro: (t) => `${t.landlord} ने Rentals पर आपको ${t.property} (${t.place}) का किरायेदार दर्ज किया है, इन शर्तों पर:`,
    terms: (t) => [
      `मासिक किराया: ${t.rent}, हर महीने की ${t.dueDay} तारीख़ को देय`,
      `सिक्योरिटी डिपॉज़िट: ${t.deposit}`,
      `लीज़: ${t.start} से ${t.end} तक`,
    ],
    answer: (answerBy) =>
      `${answerBy} तक इसी ईमेल पते वाले अपने खाते से स्वीकार या अस्वीकार करें। स्वीकार करने पर आपका किराया, रसीदें और एग्रीमेंट आपके किरायेदार पोर्टल में होंगे।`,
    signIn: 'साइन इन करके जवाब दें',
    signUp: 'नए हैं? इसी पते से अपना खाता बनाएँ',
    why: 'आपको यह ईमेल इसलिए मिला क्योंकि एक मकान मालिक ने इस पते को अपना किरायेदार बताया है। अगर आप नहीं हैं, तो आमंत्रण अस्वीकार करें या इस ईमेल को अनदेखा करें।',
    text: (t, link) =>
      `${t.landlord} ने Rentals पर आपको ${t.property} का किरायेदार दर्ज किया है: किराया ${t.rent} महीना, ${t.start} से। ${t.answerBy} तक इसी नंबर से साइन इन करके स्वीकार या अस्वीकार करें: ${link}`,
  },
};
