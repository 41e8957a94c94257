import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ConsoleInHindi.stories.tsx';

const { PickedHindi, ProfileInHindi, PickedEnglish } = composeStories(stories);

afterEach(cleanup);

const menu = () => within(screen.getAllByRole('navigation', { name: /कंसोल|Console/ })[0]!);

describe('the console in Hindi', () => {
  it('shows the menu and the Users screen in Hindi, dates still en-IN', async () => {
    render(<PickedHindi />);
    expect(await screen.findByRole('heading', { name: 'यूज़र' })).toBeTruthy();
    expect(menu().getByRole('link', { name: 'मैनेज्ड रेंटल' }).getAttribute('href')).toBe(
      '/managed-rentals',
    );
    expect(menu().getByRole('link', { name: 'यूज़र' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('Priya Sharma')).toBeTruthy();
    for (const name of ['यूज़र', 'संपर्क', 'भूमिकाएँ', 'जगह', 'जुड़े', 'कार्रवाई']) {
      expect(screen.getByRole('columnheader', { name })).toBeTruthy();
    }
    expect(screen.getByText('14 Mar 2026')).toBeTruthy();
    expect(screen.getAllByText('एफ़िलिएट').length).toBeGreaterThan(0);
    expect(screen.getByRole('status').textContent).toBe('3 यूज़र');
    expect(screen.getAllByRole('button', { name: 'साइन आउट' }).length).toBeGreaterThan(0);
    // react-admin's list pagination, in Hindi (one page: no page buttons).
    expect(screen.getByRole('combobox', { name: /प्रति पेज पंक्तियाँ/ })).toBeTruthy();
    expect(screen.getByText('3 में से 1-3')).toBeTruthy();
    // The row's actions are named in Hindi too.
    expect(screen.getByRole('button', { name: 'Priya Sharma के लिए कार्रवाई' })).toBeTruthy();
  });

  it("starts in the profile's language when none was picked in this browser", async () => {
    render(<ProfileInHindi />);
    expect(await screen.findByRole('heading', { name: 'यूज़र' })).toBeTruthy();
    expect(menu().getByRole('link', { name: 'शैडो बैलेंसिंग' })).toBeTruthy();
  });

  it('keeps the language picked here over the profile, and switches from the app bar', async () => {
    const user = userEvent.setup();
    render(<PickedEnglish />);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'यूज़र' })).toBeTruthy();
    expect(menu().getByRole('link', { name: 'कमीशन' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toBeTruthy();
  });
});
