import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stat } from '../../../testing/stat.ts';
import * as stories from './OwnerOverview.stories.tsx';

const { Default, Manager, NothingToDo, ManagerNotAppointed, Empty, Error, Hindi } = composeStories(stories);

describe('OwnerOverview', () => {
  it('opens with the to-do list: visits to confirm, rent to confirm, applications to answer', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Landlord overview' })).toBeTruthy();
    const todo = screen.getByRole('region', { name: 'To do' });
    expect(within(todo).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Visits to confirm (1)',
      'Visit request Requested',
      'Rent to confirm (1)',
      'Applications to answer (1)',
      'Rental application Pending',
    ]);
    const visits = screen.getByRole('region', { name: 'Visits to confirm (1)' });
    expect(within(visits).getByRole('link', { name: '1 BHK in HSR Layout' })).toBeTruthy();
    const accept = within(visits).getByRole('button', { name: 'Accept' }).closest('form');
    expect(accept?.getAttribute('action')).toBe('/portal/user/my-properties/respond');
    expect((accept?.querySelector('input[name=next]') as HTMLInputElement).value, 'back to the overview').toBe('/portal/landlord');
    const rent = screen.getByRole('region', { name: 'Rent to confirm (1)' });
    expect(rent.textContent).toContain('₹28,000 for Nov 2026 from Ananya Sharma, due on 5 Nov 2026');
    expect(within(rent).getByText('Overdue').className).toContain('status--red');
  });

  it('sums the portfolio up in figures, and leaves the way to the other pages to the portal’s menu', () => {
    render(<Default />);
    expect(stat('Properties')).toBe('2');
    expect(stat('Current tenants')).toBe('1');
    expect(stat('Open maintenance requests')).toBe('1');
    expect(stat('Rent outstanding this month')).toBe('₹28,000');
    const figures = screen.getByRole('region', { name: 'Your portfolio in figures' });
    expect(within(figures).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Your pages' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Maintenance' })).toBeNull();
  });

  it('lets a manager read the leads the owner answers', () => {
    render(<Manager />);
    expect(screen.getByRole('heading', { level: 1, name: 'Property manager overview' })).toBeTruthy();
    expect(screen.getByText('The owner answers visits and applications; you see them here as they come.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('says when nothing waits, and shows the empty, unappointed and error states', () => {
    render(<NothingToDo />);
    expect(screen.getByText(/^Nothing waits for you/)).toBeTruthy();
    cleanup();
    render(<Empty />);
    expect(stat('Properties')).toBe('0');
    expect(stat('Rent outstanding this month')).toBe('₹0');
    cleanup();
    render(<ManagerNotAppointed />);
    expect(screen.getByText('No landlord has appointed you as their property manager yet.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load property data');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/portal/landlord');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('heading', { level: 2, name: 'करने के काम' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'पुष्टि के लिए विज़िट (1)' })).toBeTruthy();
  });
});
