import { LocalesMenuButton } from 'react-admin';

/** The app bar's language menu, a chunk of its own: its menu is not in the sign-in page's budget. */
export default function LanguageSwitch() {
  return <LocalesMenuButton />;
}
