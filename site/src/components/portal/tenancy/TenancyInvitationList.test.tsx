import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TenancyInvitationList.stories.tsx';

const { Default, Empty, ByMobile, Hindi } = composeStories(stories);

describe('TenancyInvitationList', () => {
  it('says where each invitation stands, a waiting one past its date as expired', () => {
    render(<Default />);
    const rows = within(screen.getByRole('table', { name: 'Your invitations' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1 BHK in HSR Layout', 'ananya.sharma@example.in', '₹18,000', '1 Dec 2026 to 31 Oct 2027', 'Waiting for the tenantAnswer by 24 Dec 2026Cancel the invitation: ananya.sharma@example.in'],
      ['1 BHK in HSR Layout', 'rahul.verma@example.in', '₹18,000', '1 Dec 2026 to 31 Oct 2027', 'Expired'],
      ['2 BHK in Koramangala', 'kavya.iyer@example.in', '₹28,000', '1 Dec 2026 to 31 Oct 2027', 'Accepted'],
      ['1 BHK in HSR Layout', 'old.address@example.in', '₹18,000', '1 Dec 2026 to 31 Oct 2027', 'Cancelled'],
      ['1 BHK in HSR Layout', 'not.now@example.in', '₹18,000', '1 Dec 2026 to 31 Oct 2027', 'Declined'],
    ]);
  });

  it('cancels only the waiting invitation, by its id', () => {
    render(<Default />);
    const cancel = screen.getByRole('button', { name: 'Cancel the invitation: ananya.sharma@example.in' });
    const form = cancel.closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/portal/landlord/record-tenancy/cancel');
    expect(Object.fromEntries(new FormData(form))).toEqual({ invitation_id: 'i1' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('names a tenant invited by mobile number by the number as India writes it', () => {
    render(<ByMobile />);
    const rows = within(screen.getByRole('table', { name: 'Your invitations' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '+91\u00a098765\u00a043210',
      '+91\u00a087654\u00a032109, rahul.verma@example.in',
    ]);
    expect(screen.getByRole('button', { name: 'Cancel the invitation: +91\u00a098765\u00a043210' })).toBeTruthy();
  });

  it('says when no tenant was invited yet', () => {
    render(<Empty />);
    expect(screen.getByText('You have not invited a tenant yet.')).toBeTruthy();
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('heading', { name: 'आपके न्योते' })).toBeTruthy();
    expect(screen.getByText('किरायेदार के जवाब का इंतज़ार')).toBeTruthy();
  });
});
