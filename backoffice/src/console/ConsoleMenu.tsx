import { createElement } from 'react';
import { Menu, useTranslate } from 'react-admin';
import { MENU_ENTRIES } from './menuItems.ts';

/** The console's side menu (a drawer below the md breakpoint): every screen, then resources. */
export function ConsoleMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      {MENU_ENTRIES.map((entry) => (
        <Menu.Item
          key={entry.key}
          to={entry.to}
          primaryText={translate(`app.menu.${entry.key}`)}
          leftIcon={createElement(entry.icon)}
        />
      ))}
      <Menu.ResourceItems />
    </Menu>
  );
}
