import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './LeadItem.stories.tsx';

const { Application, VisitRequested, VisitScheduled, Declined, OnTheLandlordsOverview, ReadByAManager } = composeStories(stories);

describe('LeadItem', () => {
  it('shows an open application with who sent it, their note and the move-in date', () => {
    render(<Application />);
    const heading = screen.getByRole('heading', { name: /Rental application/ });
    expect(within(heading).getByText('Pending').className).toContain('status--amber');
    expect(screen.getByText('Received 22 Nov 2026 · Move-in 1 Dec 2026')).toBeTruthy();
    expect(screen.getByText(/From Neha Kulkarni/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '+91\u00a098765\u00a043210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(screen.getByText('Family of three, moving from Mumbai')).toBeTruthy();
  });

  it('answers an open lead with Accept or Decline and an optional reply, back to this page', () => {
    render(<Application />);
    const form = screen.getByRole('button', { name: 'Accept' }).closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/portal/user/my-properties/respond');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      kind: 'application',
      lead_id: 'a-1',
      next: '/portal/user/my-properties',
      reply: '',
    });
    expect(screen.getByRole('textbox', { name: 'Reply (optional)' }).hasAttribute('required')).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Decline' }).getAttribute('value')).toBe('decline');
    expect(screen.getByRole('button', { name: 'Accept' }).dataset.pendingLabel).toBe('Updating…');
  });

  it('gives a requested visit its kind, day and time, and offers the answer', () => {
    render(<VisitRequested />);
    expect(
      screen.getByText('Received 20 Nov 2026 · In-person visit on 28 Nov 2026, 5:00 pm'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Visit request/ }).textContent).toContain(
      'Requested',
    );
    expect(screen.queryByText(/From /)).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('shows a scheduled visit with the reply given and nothing left to answer', () => {
    render(<VisitScheduled />);
    expect(screen.getByText(/Virtual visit on 29 Nov 2026, 11:00 am/)).toBeTruthy();
    expect(screen.getByText('Scheduled').className).toContain('status--blue');
    expect(screen.getByText('Your reply: Saturday 11 am works')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a declined application in red, without the answer form', () => {
    render(<Declined />);
    expect(screen.getByText('Declined').className).toContain('status--red');
    expect(screen.getByText('Your reply: Sorry, already let')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('names the listing in the landlord’s to-do list and comes back there after answering', () => {
    render(<OnTheLandlordsOverview />);
    expect(screen.getByRole('link', { name: '2 BHK in Koramangala' }).getAttribute('href')).toBe('/property/p-1');
    const next = screen.getByRole('button', { name: 'Accept' }).closest('form')?.querySelector('input[name=next]') as HTMLInputElement;
    expect(next.value).toBe('/portal/landlord');
  });

  it('offers a property manager no answer', () => {
    render(<ReadByAManager />);
    expect(screen.getByRole('link', { name: '2 BHK in Koramangala' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
