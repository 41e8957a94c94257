// The words of the notice that a message waits unread, in English and Hindi (the recipient's
// language when their profile names one), for the email and, once phone sign-in lands, a text.
import type { AlertLanguage } from './searchAlerts.ts';

export interface UnreadNotice {
  senderName: string | null;
  title: string | null;
  unread: number;
}

export interface UnreadMessages {
  subject: (notice: UnreadNotice) => string;
  body: (notice: UnreadNotice) => string;
  open: string;
  why: string;
}

const someone = { en: 'Someone', hi: 'किसी' } as const;

export const UNREAD_MESSAGES: Record<AlertLanguage, UnreadMessages> = {
  en: {
    subject: ({ senderName, unread }) => `${senderName ?? someone.en} sent you ${unread === 1 ? 'a message' : `${unread} messages`}`,
    body: ({ senderName, title, unread }) =>
      `${senderName ?? someone.en} wrote to you${title ? ` about “${title}”` : ''}: ${unread === 1 ? 'one message waits' : `${unread} messages wait`} unread.`,
    open: 'Read and reply',
    why: 'You get this email because a message in your conversation on Rentals.in waited unread. Phone numbers and emails stay private unless you share them.',
  },
  hi: {
    subject: ({ senderName, unread }) => `${senderName ?? someone.hi} ने आपको ${unread === 1 ? 'एक संदेश भेजा' : `${unread} संदेश भेजे`}`,
    body: ({ senderName, title, unread }) =>
      `${senderName ?? someone.hi} ने आपको${title ? ` “${title}” के बारे में` : ''} लिखा है: ${unread === 1 ? 'एक संदेश' : `${unread} संदेश`} बिना पढ़े इंतज़ार में है।`,
    open: 'पढ़ें और जवाब दें',
    why: 'आपको यह ईमेल इसलिए मिला क्योंकि Rentals.in पर आपकी बातचीत में एक संदेश बिना पढ़े रह गया। फ़ोन नंबर और ईमेल तब तक निजी रहते हैं जब तक आप उन्हें साझा न करें।',
  },
};
