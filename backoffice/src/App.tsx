import {
  AdminContext,
  CustomRoutes,
  Resource,
  type AuthProvider,
  type DataProvider,
  type Store,
} from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { createAuthProvider } from './authProvider.ts';
import { ConsoleUI } from './console/ConsoleUI.tsx';
import { CONSOLE_SCREENS, DashboardScreen } from './console/screens.ts';
import { consoleBasename } from './console/tabs.ts';
import { consoleTheme } from './console/theme.ts';
import { createDataProvider } from './dataProvider.ts';
import { consoleStore } from './i18n/consoleStore.ts';
import { i18nProvider } from './i18n/i18nProvider.ts';
import properties from './properties/index.ts';
import { readBrowserEnv } from './publicEnv.ts';
import { getSupabaseClient } from './supabase.ts';

let providers:
  | { authProvider: AuthProvider; dataProvider: DataProvider; store: Store }
  | undefined;

// Created on first render, not at import: window.__ENV exists only in the browser page.
function getProviders() {
  if (!providers) {
    const client = getSupabaseClient();
    providers = {
      authProvider: createAuthProvider(client),
      dataProvider: createDataProvider(readBrowserEnv(), client),
      store: consoleStore(),
    };
  }
  return providers;
}

/**
 * The back office, mounted by the site at /admin and /admin-secure (client-only). react-router owns
 * that prefix, so react-admin's own paths stay relative ('/', '/login', '/users').
 */
export function BackofficeApp() {
  const { authProvider, dataProvider, store } = getProviders();
  return (
    <BrowserRouter basename={consoleBasename(window.location.pathname)}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        theme={consoleTheme}
        store={store}
      >
        <ConsoleUI dashboard={DashboardScreen}>
          <CustomRoutes>
            {CONSOLE_SCREENS.map(({ path, component: Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </CustomRoutes>
          <Resource name="properties" {...properties} />
        </ConsoleUI>
      </AdminContext>
    </BrowserRouter>
  );
}
