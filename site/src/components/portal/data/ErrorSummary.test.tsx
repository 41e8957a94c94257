import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CITY_REQUIRED } from '@rentals/core/validation/messages';
import * as stories from './ErrorSummary.stories.tsx';

const { Summary, SummaryWithoutErrors } = composeStories(stories);

describe('ErrorSummary', () => {
  it('alerts with each error as a link to its field, leaving out fields without one', () => {
    render(<Summary />);
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('Please check the highlighted fields')).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#broker-phone', '#broker-city']);
    expect(within(summary).getByRole('link', { name: CITY_REQUIRED })).toBeTruthy();
  });

  it('shows nothing when the form has no errors', () => {
    render(<SummaryWithoutErrors />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
