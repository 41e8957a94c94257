import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './InvitationInbox.stories.tsx';

const { Default, Empty, EmptyForMobile, Error, Hindi } = composeStories(stories);

describe('InvitationInbox', () => {
  it('shows the landlord’s terms in full before the person answers', () => {
    render(<Default />);
    const invitation = within(screen.getByRole('article', { name: '1 BHK in HSR Layout' }));
    expect(invitation.getByText('HSR Layout, Bengaluru · From Suresh Reddy, landlord')).toBeTruthy();
    expect(
      Object.fromEntries(invitation.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])),
    ).toEqual({
      'Monthly rent': '₹18,000',
      'Security deposit': '₹36,000',
      Lease: '1 Dec 2026 to 31 Oct 2027',
      'Rent due': 'On day 5 of each month',
      'Notice period': '30 days',
      'Answer by': '24 Dec 2026',
    });
  });

  it('accepts or declines the invitation by its id', () => {
    render(<Default />);
    const accept = screen.getByRole('button', { name: 'Accept the tenancy: 1 BHK in HSR Layout' });
    const decline = screen.getByRole('button', { name: 'Decline: 1 BHK in HSR Layout' });
    expect(accept.closest('form')?.getAttribute('action')).toBe('/portal/user/tenancy-invitations/accept');
    expect(decline.closest('form')?.getAttribute('action')).toBe('/portal/user/tenancy-invitations/decline');
    expect(Object.fromEntries(new FormData(accept.closest('form') as HTMLFormElement))).toEqual({ invitation_id: 'i1' });
  });

  it('names the address invitations wait for when none does', () => {
    render(<Empty />);
    expect(screen.getByText(/No invitation waits for ananya.sharma@example.in\./)).toBeTruthy();
  });

  it('names the mobile number of an account made by phone', () => {
    render(<EmptyForMobile />);
    expect(screen.getByText(/No invitation waits for \+91 98765 43210\. If your landlord invited another number or address/)).toBeTruthy();
  });

  it('says when the invitations could not load', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your tenancy invitations');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('button', { name: /^किरायेदारी स्वीकार करें/ })).toBeTruthy();
  });
});
