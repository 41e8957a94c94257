import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TenantActivity.stories.tsx';

const { Default, Empty, Error, Hindi } = composeStories(stories);

describe('TenantActivity', () => {
  it('lists applications and visits with their status', () => {
    render(<Default />);
    const applications = within(screen.getByRole('table', { name: 'Applications' })).getAllByRole(
      'row',
    );
    expect(within(applications[1] as HTMLElement).getByText('Accepted').className).toContain(
      'status--green',
    );
    expect(applications[2]?.textContent).toContain('Property no longer listed');
    expect(
      within(screen.getByRole('table', { name: 'Visits' })).getAllByRole('row')[1]?.textContent,
    ).toContain('Virtual');
  });

  it('gives the day and time of a visit, and links each property', () => {
    render(<Default />);
    const visit = within(screen.getByRole('table', { name: 'Visits' })).getAllByRole(
      'row',
    )[1] as HTMLElement;
    expect(visit.textContent).toContain('5 Feb 2026, 11:00 am');
    expect(within(visit).getByText('Completed').className).toContain('status--green');
    expect(
      within(visit).getByRole('link', { name: '2 BHK in Koramangala' }).getAttribute('href'),
    ).toBe('/property/p1');
  });

  it('has empty and error states', () => {
    render(<Empty />);
    expect(screen.getByText('You have not applied for a property yet.')).toBeTruthy();
    expect(screen.getByText('You have not asked to visit a property yet.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your applications');
  });

  it('names each status in Hindi for a Hindi reader', () => {
    render(<Hindi />);
    const application = within(screen.getByRole('table', { name: 'आवेदन' })).getAllByRole('row')[1] as HTMLElement;
    expect(within(application).getByText('मंज़ूर').className).toContain('status--green');
    const visit = within(screen.getByRole('table', { name: 'विज़िट' })).getAllByRole('row')[1] as HTMLElement;
    expect(within(visit).getByText('पूरी हुई').className).toContain('status--green');
  });
});
