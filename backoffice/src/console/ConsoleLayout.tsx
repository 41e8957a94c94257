import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Drawer, IconButton, ThemeProvider, Toolbar, Typography, type Theme } from '@mui/material';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useProfileLocale } from '../i18n/useProfileLocale.ts';
import { AdminGuard } from './AdminGuard.tsx';
import { ConsoleMenu } from './ConsoleMenu.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useTabRedirect } from './useTabRedirect.ts';

const DRAWER_WIDTH = 248;
const LanguageSwitch = lazy(() => import('../i18n/LanguageSwitch.tsx'));

/**
 * The console frame: admin guard, app bar and menu (a drawer on phones, fixed from md up) around a
 * lazily loaded screen. Built from MUI parts rather than react-admin's Layout, whose default app
 * bar, user menu and locale picker would weigh on every first visit.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  useTabRedirect();
  useProfileLocale();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const pages = translate('app.lists.pages');
  // MUI names every pager's navigation 'pagination navigation', whatever the language.
  const screenTheme = useCallback(
    (outer: Theme) => ({ ...outer, components: { ...outer.components, MuiPagination: { defaultProps: { 'aria-label': pages } } } }),
    [pages],
  );
  return (
    <AdminGuard>
      <SkipLink target={main} />
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
          <Toolbar>
            <IconButton
              color="inherit"
              edge="start"
              aria-label={translate('app.menu.open')}
              aria-expanded={open}
              onClick={() => setOpen((value) => !value)}
              sx={{ mr: 1, display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography
              variant="h6"
              component="p"
              id="react-admin-title"
              sx={{ flex: 1, minWidth: 0 }}
              noWrap
            />
            <Suspense fallback={null}>
              <LanguageSwitch />
            </Suspense>
            <LogoutButton variant="text" />
          </Toolbar>
        </AppBar>
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{
            display: { xs: 'block', md: 'none' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH },
          }}
        >
          <Toolbar />
          <ConsoleMenu onNavigate={() => setOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH },
          }}
        >
          <Toolbar />
          <ConsoleMenu />
        </Drawer>
        <Box
          component="main"
          id="main-content"
          ref={main}
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, px: { xs: 1.5, sm: 3 }, pb: 4, '&:focus': { outline: 'none' } }}
        >
          <Toolbar />
          <ThemeProvider theme={screenTheme}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ThemeProvider>
        </Box>
      </Box>
    </AdminGuard>
  );
}
