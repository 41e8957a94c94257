import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ContactBar.stories.tsx';

const { Owner, Broker, Hindi } = composeStories(stories);

describe('ContactBar', () => {
  it('contacts the owner where the page does, and asks for a visit signed in or after signing in', () => {
    render(<Owner />);
    const bar = screen.getByRole('navigation', { name: 'Contact and visits' });
    expect(within(bar).getByRole('link', { name: 'Contact owner' }).getAttribute('href')).toBe('#actions');
    const visits = within(bar).getAllByRole('link', { name: 'Request visit' });
    expect(visits.map((link) => [link.dataset.session, link.getAttribute('href')])).toEqual([
      ['out', '/auth?next=%2Fproperty%2Fp1%23visit'],
      ['in', '#visit'],
    ]);
  });

  it('names the broker when a broker lists the home, and speaks Hindi', () => {
    render(<Broker />);
    expect(screen.getByRole('link', { name: 'Contact broker' })).toBeTruthy();
    render(<Hindi />);
    expect(screen.getByRole('navigation', { name: 'संपर्क और विज़िट' })).toBeTruthy();
  });
});
