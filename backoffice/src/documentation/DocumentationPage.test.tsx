import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './DocumentationPage.stories.tsx';

const { Default, Hindi, Loading, Empty, Error } = composeStories(stories);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('DocumentationPage', () => {
  it('offers the four documents with category, version and updated date', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'System Documentation Center' })).toBeTruthy();
    for (const title of [
      'Software Requirements Specification (SRS)',
      'Current Compensation Plan',
      'Database Schema Documentation',
      'Security & Audit Requirements',
    ]) {
      expect(card(title).getByRole('button', { name: 'View' })).toBeTruthy();
      expect(card(title).getByRole('button', { name: 'Download' })).toBeTruthy();
      expect(card(title).getByText(/^Updated \d{1,2} \w{3} \d{4}$/)).toBeTruthy();
    }
    expect(card('Current Compensation Plan').getByText('Business')).toBeTruthy();
    expect(card('Database Schema Documentation').getByText('Version Live')).toBeTruthy();
  });

  it('names the documents, their categories and versions in Hindi for a Hindi reader', async () => {
    const user = userEvent.setup();
    render(<Hindi />);
    expect(await screen.findByRole('heading', { name: 'सिस्टम दस्तावेज़ केंद्र' })).toBeTruthy();
    expect(card('मौजूदा कमीशन योजना').getByText('कारोबार')).toBeTruthy();
    expect(card('डेटाबेस स्कीमा का दस्तावेज़').getByText('संस्करण लाइव')).toBeTruthy();
    expect(card('सॉफ़्टवेयर आवश्यकताओं का विवरण (SRS)').getByText('आवश्यकताएँ')).toBeTruthy();
    await user.click(card('सुरक्षा और ऑडिट की आवश्यकताएँ').getByRole('button', { name: 'देखें' }));
    expect(await screen.findByRole('dialog', { name: 'सुरक्षा और ऑडिट की आवश्यकताएँ' })).toBeTruthy();
  });

  it('renders the live schema documentation as markdown with its tables', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(card('Database Schema Documentation').getByRole('button', { name: 'View' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Database Schema Documentation' }),
    );
    expect(await dialog.findByRole('heading', { name: 'public.properties' })).toBeTruthy();
    expect(dialog.getByRole('cell', { name: 'rejection_reason' })).toBeTruthy();
  });

  it('shows the SRS copied into the product', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(
      card('Software Requirements Specification (SRS)').getByRole('button', { name: 'View' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('heading', { name: '8. Error catalogue' })).toBeTruthy();
  });

  it('downloads a markdown file named after the title', async () => {
    const user = userEvent.setup();
    const saved: { name: string; type: string }[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', type: blob.type });
      return 'blob:document';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (saved.at(-1)) (saved.at(-1) as { name: string }).name = this.download;
    });
    render(<Default />);
    await user.click(card('Current Compensation Plan').getByRole('button', { name: 'Download' }));
    await vi.waitFor(() =>
      expect(saved).toEqual([
        { name: 'Current Compensation Plan.md', type: 'text/markdown;charset=utf-8' },
      ]),
    );
  });

  it('switches the Quick Reference tabs', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('tab', { name: 'Commission Rules' }));
    expect(screen.getByText('Chairman: 35% from ₹1,00,00,000 of qualified RVL')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Shadow Balancing' }));
    expect(screen.getByText(/at most 183 days/)).toBeTruthy();
  });

  it('shows the schema documentation loading, empty and refused', async () => {
    const user = userEvent.setup();
    render(<Loading />);
    await user.click(card('Database Schema Documentation').getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading document' })).toBeTruthy();
    cleanup();
    render(<Empty />);
    await user.click(card('Database Schema Documentation').getByRole('button', { name: 'View' }));
    expect(await screen.findByText('No tables yet.')).toBeTruthy();
    cleanup();
    render(<Error />);
    await user.click(card('Database Schema Documentation').getByRole('button', { name: 'View' }));
    expect(await screen.findByText('Failed to load the document. Please try again.')).toBeTruthy();
  });
});
