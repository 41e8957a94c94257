import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stat } from '../../../testing/stat.ts';
import * as stories from './OwnerReports.stories.tsx';

const { Default, NothingClosed, Empty, Error } = composeStories(stories);

const section = (name: string) => screen.getByRole('region', { name });

describe('OwnerReports', () => {
  it('reports occupancy, tenancies and maintenance', () => {
    render(<Default />);
    expect(stat('Occupancy rate')).toBe('50%');
    expect(stat('Average time to close')).toBe('3 days');
  });

  it('counts each in its own section', () => {
    render(<Default />);
    expect(stat('Rented', section('Occupancy'))).toBe('1');
    expect(stat('Available', section('Occupancy'))).toBe('1');
    expect(stat('Active', section('Tenancies'))).toBe('1');
    expect(stat('Ended', section('Tenancies'))).toBe('0');
    expect(stat('Open', section('Maintenance'))).toBe('1');
    expect(stat('Closed', section('Maintenance'))).toBe('1');
  });

  it('shows a dash for the time to close until a request is closed', () => {
    render(<NothingClosed />);
    expect(stat('Closed', section('Maintenance'))).toBe('0');
    expect(stat('Average time to close')).toBe('—');
  });

  it('has nothing to report without properties', () => {
    render(<Empty />);
    expect(screen.getByText('No properties listed yet.')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('offers a retry when the portfolio failed to load', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load property data');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/landlord/reports',
    );
  });
});
