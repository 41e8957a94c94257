import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './ScreenLoadFailed.stories.tsx';

const { Default } = composeStories(stories);

describe('ScreenLoadFailed', () => {
  it('says the screen could not be loaded and reloads the page from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Default />);
    expect(screen.getByRole('alert').textContent).toContain('This screen could not be loaded. Check your connection and reload the page.');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(Default.args.reload).toHaveBeenCalledTimes(1);
  });
});
