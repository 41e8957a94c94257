import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './OwnPropertyCard.stories.tsx';

const { Available, Booked, AwaitingVerification, Unlisted } = composeStories(stories);

describe('OwnPropertyCard', () => {
  it('names the card after the listing and gives its place, rent and badges', () => {
    render(<Available />);
    const card = screen.getByRole('article', { name: '2 BHK with balcony in Baner' });
    expect(within(card).getByText('Baner, Pune · ₹32,000/month')).toBeTruthy();
    expect(within(card).getByText('Available').className).toContain('status--green');
    expect(within(card).getByText('Verified').className).toContain('status--green');
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('offers Mark Booked for an available listing, posting back to this page, and View', () => {
    render(<Available />);
    const toggle = screen.getByRole('button', { name: 'Mark Booked: 2 BHK with balcony in Baner' });
    const form = toggle.closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/portal/user/my-properties/toggle');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      property_id: 'o-1',
      next: '/portal/user/my-properties',
    });
    expect(
      screen.getByRole('link', { name: 'View: 2 BHK with balcony in Baner' }).getAttribute('href'),
    ).toBe('/property/o-1');
  });

  it('folds the leads away under their count', () => {
    render(<Available />);
    expect(screen.getByText('Leads (2)').tagName).toBe('SUMMARY');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Rental application Pending',
      'Visit request Scheduled',
    ]);
  });

  it('offers Mark Available for a booked listing, without a photo, and says there are no leads', () => {
    render(<Booked />);
    expect(
      screen.getByRole('button', { name: 'Mark Available: 1 BHK studio in Andheri West' }),
    ).toBeTruthy();
    expect(screen.getByText('Booked').className).toContain('status--blue');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Leads (0)')).toBeTruthy();
    expect(screen.getByText('No applications or visit requests yet.')).toBeTruthy();
  });

  it('says a listing is awaiting verification, in amber', () => {
    render(<AwaitingVerification />);
    expect(screen.getByText('Awaiting verification').className).toContain('status--amber');
  });

  it("offers Edit, Withdraw and Delete for the owner's listing", () => {
    render(<Available />);
    expect(screen.getByRole('link', { name: 'Edit: 2 BHK with balcony in Baner' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw: 2 BHK with balcony in Baner' })).toBeTruthy();
    expect(screen.getByText('Delete').tagName).toBe('SUMMARY');
  });

  it('says why the team took a listing off the site', () => {
    render(<Unlisted />);
    expect(screen.getByText('Taken off the site by our team: The photos show another building')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  });
});
