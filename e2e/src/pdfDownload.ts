// A PDF the page downloads, and its text as a reader extracts it (Devanagari comes back in drawing
// order, so Hindi is compared without spaces).
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

export interface DownloadedPdf {
  filename: string;
  bytes: number;
  text: string;
}

export async function downloadPdf(page: Page, link: Locator): Promise<DownloadedPdf> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  const data = new Uint8Array(await readFile(path));
  const pdf = await getDocumentProxy(data.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  return { filename: download.suggestedFilename(), bytes: data.length, text: text.replace(/\s+/g, ' ') };
}

export const squeeze = (text: string) => text.replace(/\s+/g, '');
