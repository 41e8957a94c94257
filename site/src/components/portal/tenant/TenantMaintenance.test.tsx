import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TenantMaintenance.stories.tsx';

const { Default, Resolved, Empty, AfterLease, NoLease, Error } = composeStories(stories);

describe('TenantMaintenance', () => {
  it('raises a request on the rented property and lists the requests raised', () => {
    render(<Default />);
    const form = screen
      .getByRole('group', { name: 'Raise a request' })
      .closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/portal/tenant/maintenance/raise');
    const property = within(form).getByRole('combobox', { name: 'Property' }) as HTMLSelectElement;
    expect([...property.options].map((option) => [option.value, option.textContent])).toEqual([
      ['p1', '2 BHK in Koramangala'],
    ]);
    expect(
      within(form).getByRole('textbox', { name: 'What needs fixing?' }).hasAttribute('required'),
    ).toBe(true);
    expect(within(form).getByRole('button', { name: 'Raise request' }).dataset.pendingLabel).toBe(
      'Sending…',
    );
    expect(screen.getByRole('heading', { level: 3, name: /Geyser not heating/ })).toBeTruthy();
  });

  it('describes the title field with its hint and leaves the details optional', () => {
    render(<Default />);
    const title = screen.getByRole('textbox', { name: 'What needs fixing?' });
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A short title, e.g. Kitchen tap leaking.',
    );
    expect(
      screen.getByRole('textbox', { name: 'Details (optional)' }).hasAttribute('required'),
    ).toBe(false);
    const request = screen.getByRole('heading', { level: 3, name: /Geyser not heating/ });
    expect(within(request).getByText('Open').className).toContain('status--amber');
    expect(screen.getByText('2 BHK in Koramangala: raised on 20 Nov 2026')).toBeTruthy();
  });

  it('shows a closed request with its resolution and history', () => {
    render(<Resolved />);
    const request = screen.getByRole('heading', { level: 3, name: /Leaking kitchen tap/ });
    expect(within(request).getByText('Closed').className).toContain('status--green');
    expect(screen.getByText('Resolved: Washer replaced (4 Oct 2026)')).toBeTruthy();
    expect(screen.getByText('History')).toBeTruthy();
  });

  it('says when nothing has been raised', () => {
    render(<Empty />);
    expect(screen.getByText('You have not raised a maintenance request.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Raise request' })).toBeTruthy();
  });

  it('offers no form once the lease has ended', () => {
    render(<AfterLease />);
    expect(screen.queryByRole('button', { name: 'Raise request' })).toBeNull();
    expect(screen.getByText('You can raise a request while your lease is running.')).toBeTruthy();
  });

  it('leads to the listings without a lease, and offers a retry when loading failed', () => {
    render(<NoLease />);
    expect(screen.getByText('You have no lease through Rentals.in yet.')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/portal/tenant/maintenance',
    );
  });
});
