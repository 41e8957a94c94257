import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './TeamRow.stories.tsx';

const { Closed, Open, PendingLeaf, DeepestLevel, Loading, Failed, More } = composeStories(stories);

afterEach(cleanup);

describe('TeamRow', () => {
  it('shows a member with level, rank, volumes and recruits, and a button to open them', () => {
    render(<Closed />);
    expect(screen.getByText('Level 2 · Builder · Personal ₹1,50,000 · Team ₹20,000 · 3 direct recruits')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show the 3 recruits of Bela Rao' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('says an open member can be closed', () => {
    render(<Open />);
    expect(screen.getByRole('button', { name: 'Hide the recruits of Bela Rao' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('marks a pending member without rank or recruits', () => {
    render(<PendingLeaf />);
    expect(screen.getByText('pending')).toBeTruthy();
    expect(screen.getByText(/N\/A/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers nothing to open at level 10', () => {
    render(<DeepestLevel />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a level loading, failed with a retry, and more to load', () => {
    render(<Loading />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    cleanup();
    render(<Failed />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your team');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    cleanup();
    render(<More />);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });
});
