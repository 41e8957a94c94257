import { useEffect } from 'react';
import { useGetIdentity, useStore } from 'react-admin';
import { isConsoleLocale } from './i18nProvider.ts';

/**
 * Starts the console in the language of the admin's profile when none was picked in this browser;
 * a language picked with the switch is kept in react-admin's store and wins from then on.
 */
export function useProfileLocale(): void {
  const [picked, setPicked] = useStore<string | undefined>('locale');
  const { identity } = useGetIdentity();
  const language: unknown = identity?.language;
  useEffect(() => {
    if (picked === undefined && isConsoleLocale(language)) setPicked(language);
  }, [picked, language, setPicked]);
}
