import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './DocumentViewer.stories.tsx';

const { Default, Loading, Error } = composeStories(stories);

afterEach(cleanup);

const TITLE = 'Database Schema Documentation';

describe('DocumentViewer', () => {
  it('renders the generated markdown under the title and closes', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
    expect(await dialog.findByRole('heading', { name: 'properties' })).toBeTruthy();
    expect(dialog.getByText('on').tagName).toBe('STRONG');
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(Default.args.onClose).toHaveBeenCalled();
  });

  it('shows progress while the document loads, and says when it could not be loaded', async () => {
    render(<Loading />);
    expect(await screen.findByLabelText('Loading document')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(
      await screen.findByText('Failed to load the document. Please try again.'),
    ).toBeTruthy();
  });
});
