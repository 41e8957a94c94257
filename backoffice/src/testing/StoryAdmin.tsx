import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { AdminContext, Notification, type DataProvider } from 'react-admin';
import type { ReviewMethods } from '../dataProvider.ts';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { storyDataProvider, type ListFixture } from './storyDataProvider.ts';

/** The react-admin context of a back-office story, with the notification area a person would see. */
export function StoryAdmin({ dataProvider, children }: { dataProvider: DataProvider; children: ReactNode }) {
  return (
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      {children}
      <Notification />
    </AdminContext>
  );
}

/** Decorator reading the story's `lists` (rows by resource) and `methods` (business actions) parameters. */
export const withStoryAdmin: Decorator = (Story, { parameters }) => (
  <StoryAdmin
    dataProvider={storyDataProvider(
      (parameters.lists ?? {}) as Record<string, ListFixture>,
      (parameters.methods ?? {}) as Partial<ReviewMethods>,
    )}
  >
    <Story />
  </StoryAdmin>
);
