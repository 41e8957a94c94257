import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PersonalSource } from '../../lib/detail/personal.ts';
import * as stories from './PropertyActionsIsland.stories.tsx';
import { NOTHING_DONE, STORY_USER_ID, storyActions, type RecordedCall } from './storyActions.ts';

const { Loading, SignedOut, Filled, NothingYet, Own, Failed, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('PropertyActionsIsland', () => {
  it('is rendered on the server the same for everyone: the sign-in links and the loading line, the cookies choosing', () => {
    const html = renderToString(<Filled />);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('[data-session="out"] a')?.getAttribute('href')).toBe(
      '/auth?next=%2Fproperty%2F7c0e6f1e-2d7b-4c43-9a55-1d2f3c4b5a60%23actions',
    );
    expect(page.querySelector('[data-session="in"]')?.textContent).toBe('Loading your shortlist, visits and applications…');
    // Nothing of the person: no state, no form.
    expect(html).not.toContain('Remove from shortlist');
    expect(html).not.toContain(STORY_USER_ID);
    expect(page.querySelector('form')).toBeNull();
  });

  it('says it is loading while a session’s state is on its way', () => {
    render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading your shortlist, visits and applications…');
    expect(screen.queryByRole('link', { name: 'Shortlist' })).toBeNull();
  });

  it('offers visitors sign-in links back to each step', () => {
    render(<SignedOut />);
    expect(screen.getByRole('link', { name: 'Schedule a visit' }).getAttribute('href')).toBe(
      '/auth?next=%2Fproperty%2F7c0e6f1e-2d7b-4c43-9a55-1d2f3c4b5a60%23visit',
    );
    expect(screen.getByRole('link', { name: 'Sign in to report this listing' })).toBeTruthy();
    expect(screen.queryByText('Loading your shortlist, visits and applications…')).toBeNull();
  });

  it('shows what the person already did', async () => {
    render(<Filled />);
    const button = await screen.findByRole('button', { name: /Remove from shortlist/ });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/You asked for a/).textContent).toContain('28 Nov 2026');
    expect(screen.getByText('You have already reported this listing. Our team will look at it.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Shortlist' })).toBeNull();
  });

  it('sends a report and shows the answer in place', async () => {
    const calls: RecordedCall[] = [];
    render(<NothingYet actions={storyActions('ok', calls)} />);
    await userEvent.click(await screen.findByText('Report this listing'));
    await userEvent.click(screen.getByRole('radio', { name: 'It is a duplicate of another listing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByText('Thank you: our team will look at this listing.')).getAttribute('role')).toBe('status');
    expect(calls).toEqual([{ action: 'report', args: [expect.any(String), STORY_USER_ID, { reason: 'duplicate', details: '' }] }]);
  });

  it('points the owner to their leads', async () => {
    render(<Own />);
    expect((await screen.findByRole('link', { name: 'Open My Properties' })).getAttribute('href')).toBe('/portal/user/my-properties');
    expect(screen.queryByRole('button', { name: /shortlist/ })).toBeNull();
  });

  it('explains a failure and tries again', async () => {
    render(<Failed />);
    expect((await screen.findByRole('alert')).textContent).toBe('Your shortlist, visits and applications for this home could not be loaded.');
    cleanup();
    let attempts = 0;
    const flaky: PersonalSource = {
      hasSession: () => true,
      load: () => (++attempts === 1 ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve({ kind: 'person', userId: STORY_USER_ID, state: NOTHING_DONE })),
    };
    render(<Failed source={flaky} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Add to shortlist/ })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('shows the sign-in links when the session turns out to be over', async () => {
    render(<Loading source={{ hasSession: () => true, load: () => Promise.resolve(null) }} />);
    expect(await screen.findByRole('link', { name: 'Apply to rent' })).toBeTruthy();
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('link', { name: 'विज़िट तय करें' })).toBeTruthy();
  });
});
