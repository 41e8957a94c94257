import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { lazyScreen } from './screens.ts';

const Loaded = () => <h1>Users</h1>;

function show(load: () => Promise<{ Page: typeof Loaded }>) {
  const Screen = lazyScreen(load, (module) => module.Page);
  render(
    <StoryAdmin>
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    </StoryAdmin>,
  );
}

describe('screens loaded on demand', () => {
  it('show the screen once its code arrives', async () => {
    show(() => Promise.resolve({ Page: Loaded }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
  });

  it('say the screen could not be loaded when its code cannot be fetched, instead of crashing', async () => {
    show(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect((await screen.findByRole('alert')).textContent).toContain('This screen could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
