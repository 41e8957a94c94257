import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ManagedRentals.stories.tsx';

const { Default, Empty, Error } = composeStories(stories);

afterEach(cleanup);

describe('ManagedRentals', () => {
  it('shows each managed property with rent, locked value, lease and payment day', () => {
    render(<Default />);
    const managed = screen.getByRole('region', { name: 'Managed properties' });
    expect(within(managed).getByRole('heading', { name: '2 BHK in Aundh' })).toBeTruthy();
    expect(within(managed).getByText('₹40,000')).toBeTruthy();
    expect(within(managed).getByText('₹3,200')).toBeTruthy();
    expect(within(managed).getByText('1 Dec 2026 – 30 Nov 2027')).toBeTruthy();
    expect(within(managed).getByText('Active').className).toContain('status--green');
    expect(within(screen.getByRole('region', { name: 'Managed rental applications' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('explains when nothing is managed yet', () => {
    render(<Empty />);
    expect(screen.getByText(/None of your properties is managed yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Submit for managed rental' })).toBeTruthy();
  });

  it('shows spec 8’s error', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load managed rental data');
  });
});
