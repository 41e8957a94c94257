// Listing photos: which files the bucket takes (images, 5 MB each), where they go
// (properties/<user id>/...), and an upload that reports its progress.
import {
  PROPERTY_IMAGE_BUCKET,
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGE_TYPES,
} from '@rentals/core/constants';

export type PhotoProblem = 'notImage' | 'tooLarge' | null;

/** Why the bucket would refuse a file: ('image/png', 6 MB) → 'tooLarge'; ('application/pdf', 1 KB) → 'notImage'. */
export function photoProblem(file: { type: string; size: number }): PhotoProblem {
  if (!(PROPERTY_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > PROPERTY_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A refusal by the storage server, with its HTTP status (0 when the request never got an answer). */
export class UploadRefused extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
    this.name = 'UploadRefused';
  }
}

/**
 * What to tell the person about a refused upload, in the words of the hint: 415 (the contents are
 * not the image the name says) → 'notImage', 413 → 'tooLarge', anything else → 'failed'. The
 * server's own text ('mime type image/png is not supported') names no file and contradicts the hint.
 */
export function uploadProblem(error: unknown): 'notImage' | 'tooLarge' | 'failed' {
  const status = error instanceof UploadRefused ? error.status : 0;
  if (status === 415) return 'notImage';
  if (status === 413) return 'tooLarge';
  return 'failed';
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** The object name of a new photo: properties/<user id>/<random>.<ext>. */
export function photoPath(userId: string, type: string, random: string = crypto.randomUUID()): string {
  return `properties/${userId}/${random}.${EXTENSIONS[type] ?? 'img'}`;
}

export interface UploadTarget {
  apiUrl: string;
  anonKey: string;
  accessToken: string;
}

/** Uploads one file with progress (0..1); resolves with its public URL, rejects with an UploadRefused. */
export function uploadPhoto(target: UploadTarget, path: string, file: Blob, onProgress: (fraction: number) => void): Promise<string> {
  const base = target.apiUrl.replace(/\/$/, '');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${base}/storage/v1/object/${PROPERTY_IMAGE_BUCKET}/${path}`);
    xhr.setRequestHeader('Authorization', `Bearer ${target.accessToken}`);
    xhr.setRequestHeader('apikey', target.anonKey);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(`${base}/storage/v1/object/public/${PROPERTY_IMAGE_BUCKET}/${path}`);
      } else {
        let message = '';
        try {
          message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? '';
        } catch {
          // Not JSON: the caller shows its own text.
        }
        reject(new UploadRefused(xhr.status, message));
      }
    };
    xhr.onerror = () => reject(new UploadRefused(0, ''));
    xhr.send(file);
  });
}
