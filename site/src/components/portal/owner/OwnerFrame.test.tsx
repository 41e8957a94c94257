import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stat } from '../../../testing/stat.ts';
import * as stories from './OwnerFrame.stories.tsx';

const { Landlord, Manager, NotAppointed, Error } = composeStories(stories);

describe('OwnerFrame', () => {
  it("titles the screen, says whose portfolio it is and shows the screen's content", () => {
    render(<Landlord />);
    expect(screen.getByRole('heading', { level: 1, name: 'Properties' })).toBeTruthy();
    expect(screen.getByText('Your own properties and tenancies.')).toBeTruthy();
    expect(stat('Properties')).toBe('2');
    expect(screen.getByRole('link', { name: 'Properties' }).getAttribute('href')).toBe(
      '/portal/landlord/properties',
    );
  });

  it("tells a manager these are their landlords' properties", () => {
    render(<Manager />);
    expect(
      screen.getByText('The properties and tenancies of the landlords you look after.'),
    ).toBeTruthy();
    expect(stat('Properties')).toBe('2');
  });

  it('shows no content to a manager nobody has appointed', () => {
    render(<NotAppointed />);
    expect(
      screen.getByText('No landlord has appointed you as their property manager yet.'),
    ).toBeTruthy();
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('shows the error with a retry of the same page instead of the content', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load property data');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/landlord/properties',
    );
    expect(screen.queryByRole('term')).toBeNull();
  });
});
