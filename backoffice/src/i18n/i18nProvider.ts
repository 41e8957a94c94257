import { defaultI18nProvider as raSupabaseI18n } from 'ra-supabase';
import type { I18nProvider } from 'react-admin';
import { en } from './en.ts';

type Dictionary = { [key: string]: string | Dictionary };

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
  return message.replace(/%\{(\w+)\}/g, (whole, key: string) => (options && key in options ? String(options[key]) : whole));
}

/** Our labels first, then react-admin's and ra-supabase's English messages. */
export const i18nProvider: I18nProvider = {
  ...raSupabaseI18n,
  translate: (key, options) => {
    const own = lookup(en as unknown as Dictionary, key);
    return own === undefined ? raSupabaseI18n.translate(key, options) : interpolate(smartCount(own, options), options);
  },
};
