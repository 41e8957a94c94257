import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './InviteLink.stories.tsx';

const { Default } = composeStories(stories);

afterEach(cleanup);

describe('InviteLink', () => {
  it('shows the member code and a link to the invitation page that carries it', () => {
    render(<Default />);
    expect(screen.getByText('Your affiliate ID: AFF10023')).toBeTruthy();
    expect((screen.getByLabelText('Invitation link') as HTMLInputElement).value).toBe('https://rentals.example.in/affiliate/invite-only?ref=AFF10023');
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('https://rentals.example.in/affiliate/invite-only?ref=AFF10023');
  });
});
