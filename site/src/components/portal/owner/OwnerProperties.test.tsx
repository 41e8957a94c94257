import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './OwnerProperties.stories.tsx';

const { Default, Empty, Error } = composeStories(stories);

describe('OwnerProperties', () => {
  it('lists each listing with availability, verification and its current tenant', () => {
    render(<Default />);
    const rows = within(screen.getByRole('table', { name: 'Properties' })).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Ananya Sharma');
    expect(rows[1]?.textContent).toContain('31 Jan 2027');
    expect(within(rows[2] as HTMLElement).getByText('Available').className).toContain(
      'status--green',
    );
    expect(rows[2]?.textContent).toContain('Awaiting review');
    cleanup();
    render(<Empty />);
    expect(screen.getByRole('link', { name: 'Add Property' }).getAttribute('href')).toBe(
      '/properties/create',
    );
  });

  it('links each listing to its page, with its rent in rupees', () => {
    render(<Default />);
    const row = within(screen.getByRole('table', { name: 'Properties' })).getAllByRole(
      'row',
    )[2] as HTMLElement;
    expect(
      within(row).getByRole('link', { name: '1 BHK in HSR Layout' }).getAttribute('href'),
    ).toBe('/property/p2');
    expect(row.textContent).toContain('₹18,000');
  });

  it('offers a retry when the portfolio failed to load', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load property data');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/landlord/properties',
    );
  });
});
