import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { ConsoleNotification } from '../console/ConsoleNotification.tsx';
import { createI18nProvider, i18nProvider, type ConsoleLocale } from '../i18n/i18nProvider.ts';
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
  locale,
  freshStore = false,
}: {
  children: ReactNode;
  methods?: Partial<DataProvider> & Record<string, unknown>;
  authProvider?: AuthProvider;
  path?: string;
  /** False for a story of the console's whole UI, which shows its own. */
  notifications?: boolean;
  /**
   * A language picked in this browser (null: none yet). Given, the story gets its own store and
   * messages, so switching language there leaves other stories in English.
   */
  locale?: ConsoleLocale | null;
  /**
   * A store of its own (react-admin's default is one for the whole test file): a list's filters,
   * page and selection from one story do not leak into the next.
   */
  freshStore?: boolean;
}) {
  const [own] = useState(() =>
    locale === undefined
      ? freshStore
        ? { store: memoryStore(), i18nProvider }
        : undefined
      : {
          store: memoryStore(locale === null ? {} : { locale }),
          i18nProvider: createI18nProvider(),
        },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={testDataProvider(methods as Partial<DataProvider>)}
        authProvider={authProvider}
        i18nProvider={own?.i18nProvider ?? i18nProvider}
        {...(own && { store: own.store })}
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
