import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AdminContext, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { ConsoleNotification } from '../console/ConsoleNotification.tsx';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { consoleTheme } from '../console/theme.ts';

/** A promise that never settles: a screen stays in its loading state. */
export const pending = <T,>(): Promise<T> => new Promise<T>(() => {});

const signedInAdmin: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getIdentity: () => Promise.resolve({ id: 'admin-1', fullName: 'Meera Iyer' }),
};

/**
 * react-admin's context for a story: the given data provider methods (named console methods
 * included) over a test provider, our messages, a fresh query cache, a router at `path` and the
 * console's notifications.
 */
export function StoryAdmin({
  children,
  methods = {},
  authProvider = signedInAdmin,
  path = '/',
  notifications = true,
}: {
  children: ReactNode;
  methods?: Partial<DataProvider> & Record<string, unknown>;
  authProvider?: AuthProvider;
  path?: string;
  /** False for a story of the console's whole UI, which shows its own. */
  notifications?: boolean;
}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={testDataProvider(methods as Partial<DataProvider>)}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        theme={consoleTheme}
      >
        {children}
        {notifications && <ConsoleNotification />}
      </AdminContext>
    </MemoryRouter>
  );
}

/** The story context a decorator reads: typed loosely so stories of components with required props compose. */
export type StoryParameters = { parameters: Record<string, unknown> };
