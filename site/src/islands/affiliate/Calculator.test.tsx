import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './Calculator.stories.tsx';

const { Filled, Empty, WithShadowPower, LargeNetwork, Loading, Failed } = composeStories(stories);

afterEach(cleanup);

const result = () => screen.getByRole('region', { name: 'Result' });
const stat = (label: string) => within(result()).getByText(label).closest('.stat') as HTMLElement;
const payout = () => within(result()).getByText(/Your payout/).textContent;

describe('Calculator', () => {
  it("starts from the real network: the worked example's Builder", () => {
    render(<Filled />);
    expect(within(stat('Rank this month')).getByText('Builder')).toBeTruthy();
    expect(within(stat('Qualified RVL')).getByText('₹2,50,000')).toBeTruthy();
    expect(within(result()).getByText('₹1,50,000 more qualified RVL to Leader')).toBeTruthy();
    // A's own ₹50,000 at 15%; B is a Builder too (nothing on B's), C a Starter (5% of ₹1,00,000).
    expect(payout()).toBe('Your payout: ₹12,500');
  });

  it('recomputes as a volume is typed', async () => {
    render(<Filled />);
    const c = screen.getByLabelText('RVL of Chetan Iyer (₹) · Level 1');
    await userEvent.clear(c);
    await userEvent.type(c, '300000');
    expect(within(stat('Rank this month')).getByText('Leader')).toBeTruthy();
    expect(within(stat('Qualified RVL')).getByText('₹6,50,000')).toBeTruthy();
  });

  it('switches shadow balancing on and off', async () => {
    render(<Filled />);
    await userEvent.click(screen.getByLabelText(/Shadow balancing/));
    expect(within(stat('Qualified RVL')).getByText('₹6,50,000')).toBeTruthy();
    // As a Leader (20%): ₹10,000 own, 5% of B's ₹3,00,000, 10% of C's ₹1,00,000.
    expect(payout()).toBe('Your payout: ₹35,000');
    await userEvent.click(screen.getByLabelText(/Shadow balancing/));
    expect(within(stat('Qualified RVL')).getByText('₹2,50,000')).toBeTruthy();
  });

  it('adds a hypothetical recruit, pays on their volume, removes them, and resets', async () => {
    render(<Filled />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ravi');
    await userEvent.selectOptions(screen.getByLabelText('Joins under'), 'Chetan Iyer (AFF10025)');
    await userEvent.type(screen.getByLabelText('Their RVL (₹)'), '200000');
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(screen.getByLabelText(/RVL of Ravi/)).toBeTruthy();
    expect(within(result()).getByRole('row', { name: /^2 / })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ravi' }));
    expect(screen.queryByLabelText(/RVL of Ravi/)).toBeNull();
    await userEvent.type(screen.getByLabelText('Your personal RVL (₹)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Start again from my real network' }));
    expect(payout()).toBe('Your payout: ₹12,500');
  });

  it('counts shadow power for rank but never for commission', async () => {
    render(<WithShadowPower />);
    expect(within(stat('Rank this month')).getByText('Leader')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Shadow power (₹)'));
    expect(within(stat('Rank this month')).getByText('Builder')).toBeTruthy();
  });

  it('shows a new member nothing to earn until they add volume', async () => {
    render(<Empty />);
    expect(screen.getByText('No commission on these volumes.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Your personal RVL (₹)'), '100000');
    expect(payout()).toBe('Your payout: ₹10,000');
  });

  it('renders only part of a large network and narrows it by name', async () => {
    render(<LargeNetwork />);
    expect(screen.getAllByLabelText(/RVL of Member/).length).toBeLessThan(40);
    await userEvent.type(screen.getByLabelText('Find a member'), 'Member 1999');
    expect(screen.getAllByLabelText(/RVL of Member/)).toHaveLength(1);
  });

  it('says while the network is read', () => {
    render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading your network…');
  });

  it('says when the network could not be read and reads it again on request', async () => {
    render(<Failed />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load your affiliate data');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Result' })).toBeTruthy();
  });

  it('explains a negative amount instead of silently counting it as ₹0', async () => {
    render(<Filled />);
    const own = screen.getByLabelText('Your personal RVL (₹)');
    await userEvent.clear(own);
    await userEvent.type(own, '-5000');
    expect(screen.getByText('-₹5,000 is below zero: a volume or shadow power cannot be negative, so the calculator counts it as ₹0. Enter ₹0 or more.')).toBeTruthy();
    expect((own as HTMLInputElement).value, 'what was typed stays in the field').toBe('-5000');
    await userEvent.clear(own);
    await userEvent.type(own, '1000');
    expect(screen.queryByText(/is below zero/)).toBeNull();
  });
});
