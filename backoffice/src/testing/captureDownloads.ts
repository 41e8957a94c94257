import { afterEach } from 'vitest';

const createObjectURL = URL.createObjectURL;

/**
 * The files the page hands the browser to save (react-admin's downloadCSV makes a Blob URL for a
 * link), read back in tests; jsdom has no Blob URLs of its own.
 */
export function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return 'blob:download';
  };
  return blobs;
}

afterEach(() => {
  URL.createObjectURL = createObjectURL;
});

/** The lines of a downloaded CSV file, without its final line end. */
export async function csvLines(blob: Blob): Promise<string[]> {
  return (await blob.text()).trimEnd().split('\r\n');
}
