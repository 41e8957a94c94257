import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { createElement } from 'react';
import { useTranslate } from 'react-admin';
import { NavLink, useLocation } from 'react-router';
import { MENU_ENTRIES } from './menuItems.ts';
import { useWorkCounts } from './useWorkCounts.ts';
import { WaitingCount } from './WaitingCount.tsx';

/** The console's menu, work queues first, each with how many items wait in it. */
export function ConsoleMenu({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const counts = useWorkCounts();
  return (
    <nav aria-label={translate('app.menu.label')}>
      {/* Links, not list items: a <ul> may hold only <li> (axe 'list'). */}
      <List dense component="div">
        {MENU_ENTRIES.map((entry) => {
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
              {entry.waiting && <WaitingCount count={counts?.[entry.waiting]} />}
            </ListItemButton>
          );
        })}
      </List>
    </nav>
  );
}
