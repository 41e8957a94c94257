// The words of saved-search alert emails, in English and Hindi (the person's language when their
// profile names one). Kept in core so that the worker that sends them and any preview share them.

export type AlertLanguage = 'en' | 'hi';

export interface AlertMessages {
  subjectOne: (name: string, title: string) => string;
  subjectMany: (name: string, count: number) => string;
  intro: (name: string) => string;
  bhk: (count: number) => string;
  perMonth: (rent: string) => string;
  view: string;
  why: (name: string, daily: boolean) => string;
  unsubscribe: string;
  manage: string;
}

export const ALERT_MESSAGES: Record<AlertLanguage, AlertMessages> = {
  en: {
    subjectOne: (name, title) => `New home for “${name}”: ${title}`,
    subjectMany: (name, count) => `${count} new homes for “${name}”`,
    intro: (name) => `These homes were just listed and match your saved search “${name}”.`,
    bhk: (count) => `${count >= 5 ? '5+' : count} BHK`,
    perMonth: (rent) => `${rent} a month`,
    view: 'View the home',
    why: (name, daily) =>
      `You get this email because you saved the search “${name}” with ${daily ? 'a daily digest' : 'alerts as homes are listed'}.`,
    unsubscribe: 'Stop these alerts',
    manage: 'Manage your saved searches',
  },
  hi: {
    subjectOne: (name, title) => `“${name}” के लिए नया घर: ${title}`,
    subjectMany: (name, count) => `“${name}” के लिए ${count} नए घर`,
    intro: (name) => `ये घर अभी लिस्ट हुए हैं और आपकी सेव की गई खोज “${name}” से मेल खाते हैं।`,
    bhk: (count) => `${count >= 5 ? '5+' : count} BHK`,
    perMonth: (rent) => `${rent} प्रति माह`,
    view: 'घर देखें',
    why: (name, daily) =>
      `आपको यह ईमेल इसलिए मिला क्योंकि आपने खोज “${name}” ${daily ? 'रोज़ाना सारांश' : 'नए घरों की तुरंत सूचना'} के साथ सेव की है।`,
    unsubscribe: 'ये सूचनाएँ बंद करें',
    manage: 'अपनी सेव की गई खोजें संभालें',
  },
};

/** The alert language for a profile's language value: Hindi when it says so, English otherwise. */
export function alertLanguage(value: string | null | undefined): AlertLanguage {
  return value?.trim().toLowerCase().startsWith('hi') ? 'hi' : 'en';
}
