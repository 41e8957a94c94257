import { defaultI18nProvider as raSupabaseI18n } from 'ra-supabase';
import type { I18nProvider } from 'react-admin';
import { en } from './en.ts';

type Dictionary = { [key: string]: string | Dictionary };

export type ConsoleLocale = 'en' | 'hi';

/** The console's languages, each named in itself, for react-admin's LocalesMenuButton. */
export const CONSOLE_LOCALES: { locale: ConsoleLocale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
];

export function isConsoleLocale(value: unknown): value is ConsoleLocale {
  return value === 'en' || value === 'hi';
}

function lookup(messages: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function smartCount(message: string, options?: Record<string, unknown>): string {
  // Polyglot's 'one |||| many' plurals, enough for the resource names above.
  const [one, many = one] = message.split(' |||| ');
  const count = typeof options?.smart_count === 'number' ? options.smart_count : 1;
  return (count === 1 ? one : many) ?? message;
}

/** Polyglot's '%{name}' placeholders: ('Welcome back, %{name}', { name: 'Meera' }) → 'Welcome back, Meera'. */
function interpolate(message: string, options?: Record<string, unknown>): string {
  return message.replace(/%\{(\w+)\}/g, (whole, key: string) =>
    options && key in options ? String(options[key]) : whole,
  );
}

interface Hindi {
  messages: Dictionary[];
  notice: (message: string) => string | undefined;
}

// Loaded with the first switch to Hindi: an English admin's sign-in page does not carry it.
let hindi: Hindi | undefined;

async function loadHindi(): Promise<Hindi> {
  if (!hindi) {
    const loaded = await import('./hi/all.ts');
    hindi = {
      messages: loaded.hindiMessages as unknown as Dictionary[],
      notice: loaded.noticeHi,
    };
  }
  return hindi;
}

// English texts a screen's chunk brings with it (the Documentation screen's), kept out of the
// sign-in page's JavaScript; Hindi has them in its own chunk.
const screenEnglish: Dictionary = {};

/** Adds a screen's English namespace under app.<namespace>, from the screen's own module. */
export function addEnglishMessages(namespace: string, messages: Dictionary): void {
  screenEnglish[namespace] = messages;
}

function translateEnglish(key: string, options?: Record<string, unknown>): string {
  const own =
    lookup(en as unknown as Dictionary, key) ??
    (key.startsWith('app.') ? lookup(screenEnglish, key.slice(4)) : undefined);
  if (own !== undefined) return interpolate(smartCount(own, options), options);
  // Core's notices reach translate as their English text (react-admin's notify translates its
  // message): a text, not a key, since catalogue keys have no spaces. Polyglot would give the same
  // text back, after logging it as a missing translation with every notification.
  if (/\s/.test(key)) return typeof options?._ === 'string' ? interpolate(options._, options) : key;
  return raSupabaseI18n.translate(key, options);
}

function translateHindi(
  { messages, notice }: Hindi,
  key: string,
  options?: Record<string, unknown>,
): string {
  for (const dictionary of messages) {
    const message = lookup(dictionary, key);
    if (message !== undefined) return interpolate(smartCount(message, options), options);
  }
  // Core's notices reach translate as their English text (react-admin's notify translates it).
  const coreNotice = notice(key);
  if (coreNotice !== undefined) return coreNotice;
  // A key added in English before its Hindi shows in English rather than as its key.
  return translateEnglish(key, options);
}

/**
 * Our labels first, then react-admin's and ra-supabase's messages, in English or Hindi. The locale
 * lives here; react-admin keeps the chosen one in its store and sets it back on each visit.
 */
export function createI18nProvider(): I18nProvider {
  let locale: ConsoleLocale = 'en';
  return {
    translate: (key, options) =>
      locale === 'hi' && hindi
        ? translateHindi(hindi, key, options)
        : translateEnglish(key, options),
    changeLocale: async (next) => {
      if (next === 'hi') await loadHindi();
      locale = isConsoleLocale(next) ? next : 'en';
    },
    getLocale: () => locale,
    getLocales: () => CONSOLE_LOCALES,
  };
}

export const i18nProvider = createI18nProvider();
