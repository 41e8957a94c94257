import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './QuickReference.stories.tsx';

const { Default, Hindi } = composeStories(stories);

const panel = () => within(screen.getByRole('tabpanel'));

describe('QuickReference', () => {
  it('opens on the Overview of the programme', () => {
    render(<Default />);
    expect(screen.getByRole('region', { name: 'Quick Reference' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeTruthy();
    expect(panel().getByText(/^Affiliate programme: up to 10 levels/)).toBeTruthy();
    expect(panel().getByText(/the current month and the 3 before it/)).toBeTruthy();
  });

  it('shows the commission of every rank from its threshold', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('tab', { name: 'Commission Rules' }));
    expect(panel().getByText('Starter: 10% from ₹0 of qualified RVL')).toBeTruthy();
    expect(panel().getByText('Chairman: 35% from ₹1,00,00,000 of qualified RVL')).toBeTruthy();
    expect(panel().getByText(/Without a computed rank the commission is 10%/)).toBeTruthy();
  });

  it('moves through the topics with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Default />);
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('tabpanel', { name: 'Shadow Balancing' })).toBeTruthy();
    expect(panel().getByText(/Default period 180 days, at most 183 days/)).toBeTruthy();
    await user.keyboard('{End}{Enter}');
    expect(panel().getByText(/second factor \(TOTP\)/)).toBeTruthy();
  });

  it('reads in Hindi for an admin who chose Hindi, with the same figures', async () => {
    const user = userEvent.setup();
    render(<Hindi />);
    expect(await screen.findByRole('tabpanel', { name: 'सारांश' })).toBeTruthy();
    expect(panel().getByText(/^एफ़िलिएट प्रोग्राम: 10 स्तरों तक/)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'कमीशन के नियम' }));
    expect(panel().getByText('चेयरमैन: योग्य RVL के ₹1,00,00,000 से 35%')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'शैडो बैलेंसिंग' }));
    expect(panel().getByText(/^सामान्य अवधि 180 दिन, ज़्यादा से ज़्यादा 183 दिन/)).toBeTruthy();
  });
});
