import { Admin, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { BrowserRouter } from 'react-router';
import { createAuthProvider } from './authProvider.ts';
import { createDataProvider } from './dataProvider.ts';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { LoginPage } from './login/LoginPage.tsx';
import properties from './properties/index.ts';
import { readBrowserEnv } from './publicEnv.ts';
import { getSupabaseClient } from './supabase.ts';

// The site serves this app under /admin; react-router owns that prefix, so react-admin's own paths
// stay relative ('/', '/login', '/properties').
const BASENAME = '/admin';

let providers: { authProvider: AuthProvider; dataProvider: DataProvider } | undefined;

// Created on first render, not at import: window.__ENV exists only in the browser page.
function getProviders() {
  if (!providers) {
    const client = getSupabaseClient();
    providers = {
      authProvider: createAuthProvider(client),
      dataProvider: createDataProvider(readBrowserEnv(), client),
    };
  }
  return providers;
}

/** The back office, mounted by the site at /admin (client-only). */
export function BackofficeApp() {
  const { authProvider, dataProvider } = getProviders();
  return (
    <BrowserRouter basename={BASENAME}>
      <Admin
        title="Rentals.in back office"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        disableTelemetry
        requireAuth
      >
        <Resource name="properties" {...properties} />
      </Admin>
    </BrowserRouter>
  );
}
