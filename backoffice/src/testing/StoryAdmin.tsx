import type { ReactNode } from 'react';
import { AdminContext, Notification, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider.ts';

/** The react-admin context of a back-office story, with the notification area a person would see. */
export function StoryAdmin({ dataProvider, children }: { dataProvider: DataProvider; children: ReactNode }) {
  return (
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      {children}
      <Notification />
    </AdminContext>
  );
}
