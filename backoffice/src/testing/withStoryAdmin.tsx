import type { Decorator } from '@storybook/react-vite';
import type { ReviewMethods } from '../dataProvider.ts';
import type { ConsoleLocale } from '../i18n/i18nProvider.ts';
import { StoryAdmin } from './StoryAdmin.tsx';
import { storyDataProvider, type ListFixture } from './storyDataProvider.ts';

/** Decorator of the review screens' stories: `lists` (rows by resource) and `methods` (business actions) parameters, and `locale` (a language picked here). */
export const withStoryAdmin: Decorator = (Story, { parameters }) => (
  <StoryAdmin
    methods={storyDataProvider(
      (parameters.lists ?? {}) as Record<string, ListFixture>,
      (parameters.methods ?? {}) as Partial<ReviewMethods>,
    )}
    locale={parameters.locale as ConsoleLocale | undefined}
  >
    <Story />
  </StoryAdmin>
);

/** Decorator of stories whose data provider is only the `methods` parameter (named console methods included). */
export const withStoryMethods: Decorator = (Story, { parameters }) => (
  <StoryAdmin
    methods={(parameters.methods ?? {}) as Record<string, unknown>}
    locale={parameters.locale as ConsoleLocale | undefined}
  >
    <Story />
  </StoryAdmin>
);
