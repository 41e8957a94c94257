import { CssBaseline } from '@mui/material';
import type { ReactNode } from 'react';
import { CoreAdminUI, LoadingPage, NotFound, useTranslate, type DashboardComponent } from 'react-admin';
import { LoginPage } from '../login/LoginPage.tsx';
import { ConsoleLayout } from './ConsoleLayout.tsx';
import { ConsoleNotification } from './ConsoleNotification.tsx';

const ConsoleNotFound = () => <NotFound />;

/**
 * react-admin's AdminUI with the console's own pages passed explicitly. AdminUI's defaults (its
 * login form, auth callback page) would be bundled even when replaced, and they bring the form
 * library into the sign-in page's JavaScript.
 */
export function ConsoleUI({
  dashboard,
  children,
}: {
  dashboard: DashboardComponent;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        title={translate('app.title')}
        layout={ConsoleLayout}
        loginPage={LoginPage}
        dashboard={dashboard}
        catchAll={ConsoleNotFound}
        loading={LoadingPage}
        disableTelemetry
        requireAuth
      >
        {children}
      </CoreAdminUI>
      <ConsoleNotification />
    </CssBaseline>
  );
}
