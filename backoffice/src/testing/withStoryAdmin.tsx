import type { Decorator } from '@storybook/react-vite';
import type { ReviewMethods } from '../dataProvider.ts';
import type { ConsoleLocale } from '../i18n/i18nProvider.ts';
import { StoryAdmin } from './StoryAdmin.tsx';
import { storyDataProvider, type ListFixture } from './storyDataProvider.ts';

/**
 * Decorator of the review screens' stories: `lists` (rows by resource), `methods` (business
 * actions), `path` (the address, with a list's filters in it), `freshStore` (a store of the
 * story's own, for a list whose filters must not carry over to the next story) and `locale` (a
 * language picked here) parameters.
 */
export const withStoryAdmin: Decorator = (Story, { parameters }) => (
  <StoryAdmin
    path={(parameters.path as string | undefined) ?? '/'}
    freshStore={parameters.freshStore === true}
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
