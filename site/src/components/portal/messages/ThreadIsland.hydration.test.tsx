// The thread is rendered on the server, and a person on a slow phone may type before the island
// takes over: what they typed must survive hydration and the renders after it.
import { composeStories } from '@storybook/react-vite';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ThreadIsland.stories.tsx';

const { Filled } = composeStories(stories);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('ThreadIsland hydrated over the server’s HTML', () => {
  it('keeps what was typed into the composer before it took over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Filled />);
    document.body.append(container);
    const box = container.querySelector<HTMLTextAreaElement>('#chat-draft');
    expect(box, 'the server drew the composer').not.toBeNull();
    box!.value = 'Is parking included?';

    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Filled />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches, 'hydrated without a mismatch').toEqual([]);
    // Any later render (a message arriving, the other party coming online) redraws the composer.
    await act(async () => root!.render(<Filled />));

    expect(container.querySelector<HTMLTextAreaElement>('#chat-draft')?.value).toBe('Is parking included?');
  });
});
