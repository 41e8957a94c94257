import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './OwnerDocuments.stories.tsx';

const { Default, Empty, Error } = composeStories(stories);

describe('OwnerDocuments', () => {
  it('opens each lease agreement to its terms', () => {
    render(<Default />);
    expect(
      screen.getByText('Lease agreement: 2 BHK in Koramangala, Ananya Sharma, from 1 Mar 2026'),
    ).toBeTruthy();
    expect(screen.getByText('₹56,000')).toBeTruthy();
    expect(screen.getByText('On day 5 of each month')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/landlord/documents',
    );
  });

  it('says when there is no agreement yet', () => {
    render(<Empty />);
    expect(screen.getByText('No lease agreements yet.')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
