import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ListStates.stories.tsx';

const { Empty, Error } = composeStories(stories);

describe('list states', () => {
  it('says a list has no rows', () => {
    render(<Empty />);
    expect(screen.getByText('No registrations yet.')).toBeTruthy();
  });

  it('shows a load failure as an alert', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load broker registrations');
  });
});
