import { useEffect } from 'react';
import { LocalesMenuButton, useLocaleState } from 'react-admin';

/**
 * The app bar's language menu, a chunk of its own: its menu is not in the sign-in page's budget.
 * It also names the page's language (`<html lang>`), so screen readers speak Hindi as Hindi and the
 * site's Devanagari font applies.
 */
export default function LanguageSwitch() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale === 'hi' ? 'hi-IN' : 'en-IN';
  }, [locale]);
  return <LocalesMenuButton />;
}
