import { composeStories } from '@storybook/react-vite';
import { formatDate } from '@rentals/core/format';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import * as stories from './DocumentCard.stories.tsx';

const { Default, Generated, Downloading } = composeStories(stories);

const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('DocumentCard', () => {
  it('shows category, version, description and the date of the last change', () => {
    render(<Default />);
    const doc = card('Current Compensation Plan');
    expect(doc.getByText('Business')).toBeTruthy();
    expect(doc.getByText('Version 1.0')).toBeTruthy();
    expect(doc.getByText(/^Ranks, the 50:50 rule/)).toBeTruthy();
    expect(doc.getByText('Updated 21 Nov 2026')).toBeTruthy();
  });

  it('views and downloads by click and keyboard', async () => {
    const { onView, onDownload } = Default.args as Record<string, Mock>;
    onView?.mockClear();
    onDownload?.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(onView).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('dates the generated schema documentation today', () => {
    render(<Generated />);
    const doc = card('Database Schema Documentation');
    expect(doc.getByText('Version Live')).toBeTruthy();
    expect(doc.getByText(`Updated ${formatDate(new Date())}`)).toBeTruthy();
  });

  it('disables Download while the file is prepared', () => {
    render(<Downloading />);
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'View' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
