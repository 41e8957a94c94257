import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads, csvLines } from '../testing/captureDownloads.ts';
import { findToast } from '../testing/toasts.ts';
import * as stories from './PagedExportButton.stories.tsx';

const { Default, ManyPages, Filtered, Empty, Fails } = composeStories(stories);

const exportButton = () => screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement;

async function exportFile(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(exportButton().disabled).toBe(false));
  await user.click(exportButton());
}

describe('PagedExportButton', () => {
  it("downloads the list's rows as CSV with the given columns", async () => {
    const blobs = captureDownloads();
    const user = userEvent.setup();
    render(<Default />);
    await exportFile(user);
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    expect(await csvLines(blobs[0]!)).toEqual([
      'Ref,Amount,Status',
      '412345678901,2999,pending',
      '412345678902,2999,succeeded',
      '412345678903,2999,pending',
    ]);
  });

  it('fetches a long list 100 rows a request into one file', async () => {
    const blobs = captureDownloads();
    const user = userEvent.setup();
    render(<ManyPages />);
    await exportFile(user);
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    const lines = await csvLines(blobs[0]!);
    expect(lines).toHaveLength(231);
    expect(lines.at(-1)).toBe('4123456789230,2999,succeeded');
  });

  it("keeps to the list's filter", async () => {
    const blobs = captureDownloads();
    const user = userEvent.setup();
    render(<Filtered />);
    await exportFile(user);
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    expect((await csvLines(blobs[0]!)).slice(1)).toEqual(['412345678902,2999,succeeded']);
  });

  it('is disabled when the list is empty', async () => {
    render(<Empty />);
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(exportButton().disabled).toBe(true);
  });

  it('says the export failed and saves no partial file when a request fails', async () => {
    const blobs = captureDownloads();
    const user = userEvent.setup();
    render(<Fails />);
    await exportFile(user);
    expect((await findToast()).textContent).toBe('Export failed. Please try again.');
    expect(blobs).toHaveLength(0);
    expect(exportButton().disabled).toBe(false);
  });
});
