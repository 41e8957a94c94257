import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './RentToConfirm.stories.tsx';

const { Default, Empty, Error, Hindi } = composeStories(stories);

describe('RentToConfirm', () => {
  it('lists the months tenants marked paid, oldest first, with how and when', () => {
    render(<Default />);
    const section = within(screen.getByRole('region', { name: 'Rent waiting for your confirmation' }));
    expect(section.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Aug 2026 rent for 2 BHK in Koramangala, from Ananya Sharma',
      'Oct 2026 rent for 2 BHK in Koramangala, from Ananya Sharma',
    ]);
    expect(section.getByText('₹28,000 by UPI 412345678901, paid 4 Oct 2026')).toBeTruthy();
    expect(section.getByText('₹28,000 by Cash, paid 2 Aug 2026')).toBeTruthy();
    expect(section.getByText('Paid in cash on the 2nd')).toBeTruthy();
  });

  it('confirms a month by its id, or sends it back with a reason', () => {
    render(<Default />);
    const confirm = screen.getByRole('button', { name: 'Confirm received: Oct 2026 rent for 2 BHK in Koramangala' });
    expect(confirm.closest('form')?.getAttribute('action')).toBe('/portal/landlord/payments/confirm');
    expect(Object.fromEntries(new FormData(confirm.closest('form') as HTMLFormElement))).toEqual({ rent_payment_id: 'rent-10' });
    const back = screen.getByRole('button', { name: 'Send back as unpaid: Oct 2026 rent for 2 BHK in Koramangala' });
    const form = back.closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/portal/landlord/payments/reopen');
    const reason = within(form).getByRole('textbox', { name: 'Why it goes back to unpaid' }) as HTMLTextAreaElement;
    expect(reason.required).toBe(true);
    expect(reason.getAttribute('aria-describedby')).toBe('reopen-rent-10-hint');
  });

  it('shows nothing when no month waits or the portfolio did not load', () => {
    expect(render(<Empty />).container.textContent).toBe('');
    expect(render(<Error />).container.textContent).toBe('');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('heading', { name: 'आपकी पुष्टि के इंतज़ार में किराया' })).toBeTruthy();
  });
});
