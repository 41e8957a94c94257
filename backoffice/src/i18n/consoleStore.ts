import { memoryStore, type Store } from 'react-admin';
import { isConsoleLocale } from './i18nProvider.ts';

const LOCALE_KEY = 'rentals.console.locale';
const PREFERENCE_PREFIX = 'rentals.console.store.';

/**
 * How an admin works a list, kept in this browser: the queries they saved (SavedQueriesList) and
 * the columns they chose (ColumnsButton). They hold filters and column names, never rows.
 */
const isListPreference = (key: string) => /\.savedQueries$|\.datatable(_columnRanks)?$/.test(key);

function savedPreferences(storage: Storage): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (let i = 0; i < storage.length; i += 1) {
    const name = storage.key(i);
    if (!name?.startsWith(PREFERENCE_PREFIX)) continue;
    try {
      found[name.slice(PREFERENCE_PREFIX.length)] = JSON.parse(storage.getItem(name) ?? 'null');
    } catch {
      storage.removeItem(name);
    }
  }
  return found;
}

/**
 * react-admin's store for the console: in memory (a list's page and filters live in the address,
 * and start afresh on each visit), except the language picked with the switch and the lists'
 * saved queries and chosen columns, which this browser keeps. Signing out resets the store and
 * forgets the language; saved queries and columns stay, as an admin's way of working.
 */
export function consoleStore(storage: Storage = window.localStorage): Store {
  const saved = storage.getItem(LOCALE_KEY);
  const memory = memoryStore({
    ...savedPreferences(storage),
    ...(isConsoleLocale(saved) ? { locale: saved } : {}),
  });
  const restorePreferences = () => {
    for (const [key, value] of Object.entries(savedPreferences(storage))) memory.setItem(key, value);
  };
  return {
    ...memory,
    setup() {
      memory.setup();
      restorePreferences();
    },
    setItem(key, value) {
      if (key === 'locale') {
        if (isConsoleLocale(value)) storage.setItem(LOCALE_KEY, value);
        else storage.removeItem(LOCALE_KEY);
      } else if (isListPreference(key)) {
        storage.setItem(PREFERENCE_PREFIX + key, JSON.stringify(value));
      }
      memory.setItem(key, value);
    },
    removeItem(key) {
      if (key === 'locale') storage.removeItem(LOCALE_KEY);
      else if (isListPreference(key)) storage.removeItem(PREFERENCE_PREFIX + key);
      memory.removeItem(key);
    },
    reset() {
      storage.removeItem(LOCALE_KEY);
      memory.reset();
      restorePreferences();
    },
  };
}
