import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { createElement } from 'react';
import { useTranslate } from 'react-admin';
import { NavLink, useLocation } from 'react-router';
import { MENU_ENTRIES } from './menuItems.ts';

const ENTRIES = [
  ...MENU_ENTRIES,
  { key: 'properties', to: '/properties', icon: HomeWorkIcon },
] as const;

/** The console's menu: every screen of spec 2.2, the Admin Dashboard, then the properties list. */
export function ConsoleMenu({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <nav aria-label={translate('app.menu.label')}>
      {/* Links, not list items: a <ul> may hold only <li> (axe 'list'). */}
      <List dense component="div">
        {ENTRIES.map((entry) => {
          const current = entry.to === '/' ? pathname === '/' : pathname.startsWith(entry.to);
          return (
            <ListItemButton
              key={entry.key}
              component={NavLink}
              to={entry.to}
              end={entry.to === '/'}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{createElement(entry.icon)}</ListItemIcon>
              <ListItemText primary={translate(`app.menu.${entry.key}`)} />
            </ListItemButton>
          );
        })}
      </List>
    </nav>
  );
}
