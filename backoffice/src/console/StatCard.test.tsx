import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './StatCard.stories.tsx';

const { Default, Loading, Error } = composeStories(stories);

afterEach(cleanup);

describe('StatCard', () => {
  it('shows the label as a heading, the figure and its hint', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Revenue' })).toBeTruthy();
    expect(screen.getByText('₹1,52,34,500')).toBeTruthy();
    expect(screen.getByText('₹4,500 this month')).toBeTruthy();
  });

  it('shows a labelled placeholder while loading, and a dash when the figure failed', () => {
    const loading = render(<Loading />);
    expect(screen.getByLabelText('Revenue loading')).toBeTruthy();
    loading.unmount();
    render(<Error />);
    expect(screen.getByText('—')).toBeTruthy();
  });
});
