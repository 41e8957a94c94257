import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './AgreementPanel.stories.tsx';

const { TenantToConfirm, BothConfirmed, LandlordToDraft, LandlordDrafted, LeaseEnded, Manager, Hindi, NoLease, Error } =
  composeStories(stories);

const confirmButton = () => screen.queryByRole('button', { name: /I have read this version and confirm it/ });

describe('AgreementPanel', () => {
  it('shows the tenant the version, who confirmed when, the downloads, and their own confirmation', () => {
    render(<TenantToConfirm />);
    expect(screen.getByText('Version 2, drafted on 20 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Confirmed by Suresh Reddy on 21 Nov 2026, 10:30 am')).toBeTruthy();
    expect(screen.getByText('Awaiting confirmation by the tenant (licensee)')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^PDF in Hindi\s*\(Agreement for 2 BHK in Kothrud\)$/ }).getAttribute('href')).toBe(
      '/portal/tenant/documents/agreement.pdf?lease=lease-1&lang=hi',
    );
    const form = confirmButton()?.closest('form');
    expect(form?.getAttribute('action')).toBe('/portal/tenant/documents/confirm-agreement');
    expect((form?.querySelector('input[name=version]') as HTMLInputElement).value, 'the version read').toBe('2');
    expect(screen.queryByRole('button', { name: /Draft|Save the terms/ }), 'a tenant drafts nothing').toBeNull();
  });

  it('offers no confirmation once given, and no longer calls the agreement a draft once both confirmed', () => {
    render(<BothConfirmed />);
    expect(screen.getByText('Confirmed by Ananya Sharma on 22 Nov 2026, 5:45 pm')).toBeTruthy();
    expect(screen.getByText('Version 2, confirmed by both parties on 22 Nov 2026')).toBeTruthy();
    expect(screen.queryByText(/drafted on/)).toBeNull();
    expect(confirmButton()).toBeNull();
  });

  it('lets the landlord draft with the terms and optional clauses', () => {
    render(<LandlordToDraft />);
    expect(screen.getByText('No agreement has been drafted for this lease yet.')).toBeTruthy();
    const form = screen.getByRole('button', { name: 'Draft the agreement' }).closest('form');
    expect(form?.getAttribute('action')).toBe('/portal/landlord/documents/agreement');
    expect((screen.getByLabelText('Notice period (days)') as HTMLInputElement).value, 'from the lease').toBe('30');
    expect(screen.getByLabelText('Lock-in (months)').getAttribute('max')).toBe('11');
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    // The lease began in January: a draft made on 26 Nov covers eleven months from that day.
    expect(screen.getByText(/^A new draft covers 26 Nov 2026 to 25 Oct 2027/)).toBeTruthy();
  });

  it('offers no new draft for a lease that has ended', () => {
    render(<LeaseEnded />);
    expect(screen.getByText('This lease has ended, so no new agreement can be drafted for it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Draft|Save the terms/ })).toBeNull();
    expect(screen.getByText('Version 2, drafted on 20 Nov 2026')).toBeTruthy();
  });

  it('warns the landlord that changing a term clears the confirmations, and keeps the chosen terms', () => {
    render(<LandlordDrafted />);
    expect(screen.getByText('Changing a term clears both confirmations.')).toBeTruthy();
    expect((screen.getByLabelText('Lock-in (months)') as HTMLInputElement).value).toBe('6');
    expect((screen.getByLabelText('No smoking inside the premises') as HTMLInputElement).checked).toBe(true);
    expect(confirmButton(), 'the landlord has confirmed already').toBeNull();
  });

  it('lets a manager draft but not confirm', () => {
    render(<Manager />);
    expect(confirmButton()).toBeNull();
    expect(screen.getByRole('button', { name: 'Save the terms' }).closest('form')?.getAttribute('action')).toBe(
      '/portal/manager/documents/agreement',
    );
  });

  it('speaks Hindi, and says when there is no lease or loading failed', () => {
    const { unmount } = render(<Hindi />);
    expect(screen.getByRole('heading', { name: 'लीव एंड लाइसेंस एग्रीमेंट' })).toBeTruthy();
    unmount();
    const again = render(<NoLease />);
    expect(screen.getByText('There is no lease to draft an agreement for.')).toBeTruthy();
    again.unmount();
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your receipts');
  });
});
