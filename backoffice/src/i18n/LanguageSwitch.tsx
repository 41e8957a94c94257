import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { CONSOLE_LOCALES, type ConsoleLocale } from './i18nProvider.ts';

const nameOf = (locale: string) => CONSOLE_LOCALES.find((l) => l.locale === locale) ?? CONSOLE_LOCALES[0]!;

/**
 * The app bar's language menu, a chunk of its own: its menu is not in the sign-in page's budget.
 * It also names the page's language (`<html lang>`), so screen readers speak Hindi as Hindi and the
 * site's Devanagari font applies, and titles the tab in it. Each language is named in itself and
 * marked as that language (react-admin's LocalesMenuButton cannot mark them), so "English" in the
 * Hindi console is read as English on purpose.
 */
export default function LanguageSwitch() {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    document.documentElement.lang = locale === 'hi' ? 'hi-IN' : 'en-IN';
    document.title = translate('app.title');
  }, [locale, translate]);
  const current = nameOf(locale);
  const choose = (next: ConsoleLocale) => () => {
    setLocale(next);
    setAnchor(null);
  };
  return (
    <>
      <Button
        color="inherit"
        lang={current.locale}
        aria-controls="language-menu"
        aria-haspopup="true"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {current.name}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} keepMounted open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {CONSOLE_LOCALES.map(({ locale: option, name }) => (
          <MenuItem key={option} lang={option} selected={option === locale} onClick={choose(option)}>
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
