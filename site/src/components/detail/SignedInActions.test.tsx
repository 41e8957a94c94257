import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './SignedInActions.stories.tsx';

const { NothingYet, Filled, Sending, Failed, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('SignedInActions', () => {
  it('offers every step when nothing is done yet', () => {
    render(<NothingYet />);
    expect(screen.getByRole('button', { name: /Add to shortlist/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('heading', { name: 'Schedule a visit' })).toBeTruthy();
    expect(screen.queryByText(/You asked for/)).toBeNull();
    expect(screen.queryByText(/already reported/)).toBeNull();
  });

  it('shows what the person already did instead of offering it again', () => {
    render(<Filled />);
    expect(screen.getByRole('button', { name: /Remove from shortlist/ }).getAttribute('aria-pressed')).toBe('true');
    const said = screen.getAllByRole('status').map((status) => status.textContent);
    expect(said).toContain('You asked for a video call on 28 Nov 2026, 11:00 am (waiting for the owner).');
    expect(said).toContain('You have already reported this listing. Our team will look at it.');
  });

  it('waits on a request without letting a second click through', async () => {
    render(<Sending />);
    const shortlist = screen.getByRole('button', { name: /Add to shortlist/ });
    await userEvent.click(shortlist);
    expect((shortlist as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when a request failed and keeps the state', async () => {
    render(<Failed />);
    await userEvent.click(screen.getByRole('button', { name: /Add to shortlist/ }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add to shortlist/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('speaks Hindi to a Hindi reader', () => {
    render(<Hindi />);
    expect(screen.queryByRole('button', { name: /Add to shortlist/ })).toBeNull();
    expect(document.body.textContent).toMatch(/[\u0900-\u097F]/);
  });
});
