import type { Decorator } from '@storybook/react-vite';
import type { ReviewMethods } from '../dataProvider.ts';
import { StoryAdmin } from './StoryAdmin.tsx';
import { storyDataProvider, type ListFixture } from './storyDataProvider.ts';

/**
 * Decorator of the review screens' stories: `lists` (rows by resource), `methods` (business
 * actions), `path` (the address, with a list's filters in it) and `freshStore` (a store of the
 * story's own, for a list whose filters must not carry over to the next story) parameters.
 */
export const withStoryAdmin: Decorator = (Story, { parameters }) => (
  <StoryAdmin
    path={(parameters.path as string | undefined) ?? '/'}
    freshStore={parameters.freshStore === true}
    methods={storyDataProvider(
      (parameters.lists ?? {}) as Record<string, ListFixture>,
      (parameters.methods ?? {}) as Partial<ReviewMethods>,
    )}
  >
    <Story />
  </StoryAdmin>
);

/** Decorator of stories whose data provider is only the `methods` parameter (named console methods included). */
export const withStoryMethods: Decorator = (Story, { parameters }) => (
  <StoryAdmin methods={(parameters.methods ?? {}) as Record<string, unknown>}>
    <Story />
  </StoryAdmin>
);
