import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './MyProperties.stories.tsx';

const { Default, Empty, Error } = composeStories(stories);

afterEach(cleanup);

const card = (title: string) => screen.getByRole('article', { name: title });
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('MyProperties', () => {
  it('sums up the listings and their leads', () => {
    render(<Default />);
    expect(stat('Total properties')).toBe('3');
    expect(stat('Available')).toBe('2');
    expect(stat('Applications')).toBe('1');
    expect(stat('Leads')).toBe('2');
  });

  it('offers Mark Booked for an available listing and Mark Available for a booked one, with View', () => {
    render(<Default />);
    const baner = card('2 BHK with balcony in Baner');
    const toggle = within(baner).getByRole('button', { name: 'Mark Booked: 2 BHK with balcony in Baner' });
    expect((toggle.closest('form') as HTMLFormElement).getAttribute('action')).toBe('/portal/user/my-properties/toggle');
    expect(within(baner).getByText('Available').className).toContain('status--green');
    const studio = card('1 BHK studio in Andheri West');
    expect(within(studio).getByRole('button', { name: 'Mark Available: 1 BHK studio in Andheri West' })).toBeTruthy();
    expect(within(studio).getByText('Booked').className).toContain('status--blue');
    expect(within(studio).getByText(/₹1,50,000\/month/)).toBeTruthy();
    expect(within(studio).getByRole('link', { name: 'View: 1 BHK studio in Andheri West' }).getAttribute('href')).toBe('/property/o-2');
    expect(within(card('Villa with garden in Whitefield')).getByText('Awaiting verification').className).toContain('status--amber');
  });

  it('lists the leads with Accept and Decline while one is open', () => {
    render(<Default />);
    const baner = card('2 BHK with balcony in Baner');
    expect(within(baner).getByText('Leads (2)')).toBeTruthy();
    const application = within(baner).getByRole('heading', { name: /Rental application/ }).closest('li') as HTMLElement;
    expect(within(application).getByText('Family of three, moving from Mumbai')).toBeTruthy();
    expect(within(application).getByText('From Neha Kulkarni', { exact: false })).toBeTruthy();
    expect(within(application).getByRole('link', { name: '+91\u00a098765\u00a043210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(within(application).getByText(/Move-in 1 Dec 2026/)).toBeTruthy();
    expect(within(application).getByLabelText('Reply (optional)')).toBeTruthy();
    expect(within(application).getByRole('button', { name: 'Accept' }).getAttribute('value')).toBe('accept');
    expect(within(application).getByRole('button', { name: 'Decline' }).getAttribute('value')).toBe('decline');
    const visit = within(baner).getByRole('heading', { name: /Visit request/ }).closest('li') as HTMLElement;
    expect(within(visit).getByText('Your reply: Saturday 11 am works')).toBeTruthy();
    expect(within(visit).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('leads to listing a first property when there is none', () => {
    render(<Empty />);
    expect(screen.getByText('You have not listed a property yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Property' }).getAttribute('href')).toBe('/properties/create');
  });

  it('shows spec 8’s error', () => {
    render(<Error />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch properties');
  });
});
