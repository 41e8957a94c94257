import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './UnsubscribeCard.stories.tsx';

const { Asking, Stopped, Invalid, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('UnsubscribeCard', () => {
  it('asks before stopping, posting to the link\'s own address', () => {
    render(<Asking />);
    expect(screen.getByText('Stop the email alerts for “Baner 2 BHK”?')).toBeTruthy();
    const form = screen.getByRole('button', { name: 'Stop alerts' }).closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/alerts/unsubscribe?token=6f1e0c55-1111-4aaa-8bbb-000000000000');
  });

  it('says the alerts are stopped and the search kept', () => {
    render(<Stopped />);
    expect(screen.getByRole('status').textContent).toContain('You will get no more alerts for “Baner 2 BHK”.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a link that names no search is not valid', () => {
    render(<Invalid />);
    expect(screen.getByRole('alert').textContent).toContain('This unsubscribe link is not valid.');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('button', { name: 'सूचनाएँ बंद करें' })).toBeTruthy();
  });
});
