import { memoryStore, type Store } from 'react-admin';
import { isConsoleLocale } from './i18nProvider.ts';

const LOCALE_KEY = 'rentals.console.locale';

/**
 * react-admin's store for the console: in memory, as before (lists start afresh on each visit),
 * except the language picked with the switch, which this browser keeps. Signing out resets the
 * store and forgets it too.
 */
export function consoleStore(storage: Storage = window.localStorage): Store {
  const saved = storage.getItem(LOCALE_KEY);
  const memory = memoryStore(isConsoleLocale(saved) ? { locale: saved } : {});
  return {
    ...memory,
    setItem(key, value) {
      if (key === 'locale') {
        if (isConsoleLocale(value)) storage.setItem(LOCALE_KEY, value);
        else storage.removeItem(LOCALE_KEY);
      }
      memory.setItem(key, value);
    },
    removeItem(key) {
      if (key === 'locale') storage.removeItem(LOCALE_KEY);
      memory.removeItem(key);
    },
    reset() {
      storage.removeItem(LOCALE_KEY);
      memory.reset();
    },
  };
}
