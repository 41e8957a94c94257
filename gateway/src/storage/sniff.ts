import { fileTypeFromBuffer, supportedMimeTypes } from 'file-type';
import { storageErrors } from './errors.ts';

// Declared names that file-type reports under another (an APNG is a PNG to every browser).
const SAME_AS: Record<string, string[]> = {
  'image/png': ['image/png', 'image/apng'],
  'image/jpg': ['image/jpeg'],
  'image/pjpeg': ['image/jpeg'],
};

/** How many first bytes file-type needs to tell every format it knows. */
export const SNIFF_BYTES = 4100;

/** The type a file's first bytes show (file-type's verdict), whatever it was declared as. */
export async function sniffedType(head: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(head))?.mime;
}

/**
 * Refuses image uploads whose first bytes are not the declared format (HTML sent as image/png):
 * the type a download is served with must be what the bytes are. Image types that have no magic
 * bytes (SVG) pass; downloads are sandboxed by their Content-Security-Policy anyway.
 */
export async function checkContent(mimetype: string, head: Uint8Array): Promise<void> {
  const declared = (mimetype.split(';')[0] ?? '').trim().toLowerCase();
  if (!declared.startsWith('image/')) return;
  const accepted = SAME_AS[declared] ?? (supportedMimeTypes.has(declared) ? [declared] : null);
  if (!accepted) return;
  const detected = await sniffedType(head);
  if (!detected || !accepted.includes(detected)) throw storageErrors.invalidMimeType(mimetype);
}
