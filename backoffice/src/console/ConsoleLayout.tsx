import { Suspense, type ReactNode } from 'react';
import { AppBar, Layout, Loading, TitlePortal } from 'react-admin';
import { AdminGuard } from './AdminGuard.tsx';
import { ConsoleMenu } from './ConsoleMenu.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { useTabRedirect } from './useTabRedirect.ts';

function ConsoleAppBar() {
  return (
    <AppBar userMenu={false}>
      <TitlePortal />
      <LogoutButton variant="text" />
    </AppBar>
  );
}

/** The console frame: admin guard, menu and app bar around a lazily loaded screen. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  useTabRedirect();
  return (
    <AdminGuard>
      <Layout menu={ConsoleMenu} appBar={ConsoleAppBar}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </Layout>
    </AdminGuard>
  );
}
