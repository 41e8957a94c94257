// Every story of site and back office renders without throwing: a story that breaks (a renamed
// prop, a missing provider) fails here instead of only in the Storybook UI.
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoryModule>(
  ['../../site/src/**/*.stories.tsx', '../../backoffice/src/**/*.stories.tsx'],
  {
    eager: true,
  },
);

afterEach(cleanup);

describe('stories', () => {
  it('finds the story files of site and back office', () => {
    expect(Object.keys(modules).some((file) => file.includes('/site/src/'))).toBe(true);
  });

  for (const [file, module] of Object.entries(modules)) {
    const composed = composeStories(module) as Record<string, ComponentType & { parameters?: { rendersNothing?: boolean } }>;
    for (const [name, Story] of Object.entries(composed)) {
      it(`${file.replace(/^(\.\.\/)+/, '')} › ${name} renders`, async () => {
        const { container } = render(<Story />);
        // Dialogs and menus render into portals beside the container, some screens after a tick.
        const rendered = () => container.childElementCount + document.body.childElementCount - 1;
        if (Story.parameters?.rendersNothing) expect(rendered(), 'a story that says it renders nothing').toBe(0);
        else await waitFor(() => expect(rendered()).toBeGreaterThan(0));
      });
    }
  }
});
