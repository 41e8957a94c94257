import { describe, expect, it } from 'vitest';
import { photoPath, photoProblem, UploadRefused, uploadProblem } from './photoUpload.ts';

describe('listing photos', () => {
  it.each([
    [{ type: 'image/jpeg', size: 5 * 1024 * 1024 }, null],
    [{ type: 'image/webp', size: 10 }, null],
    [{ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 'tooLarge'],
    [{ type: 'application/pdf', size: 10 }, 'notImage'],
    [{ type: 'image/svg+xml', size: 10 }, 'notImage'],
  ] as const)('%j → %s', (file, problem) => {
    expect(photoProblem(file)).toBe(problem);
  });

  it('turns a refused upload into words that match the hint, never the server\'s text', () => {
    expect(uploadProblem(new UploadRefused(415, 'mime type image/png is not supported'))).toBe('notImage');
    expect(uploadProblem(new UploadRefused(413, 'Payload too large'))).toBe('tooLarge');
    expect(uploadProblem(new UploadRefused(0, ''))).toBe('failed');
    expect(uploadProblem(new Error('anything'))).toBe('failed');
  });

  it("goes into the owner's folder with the type's extension", () => {
    expect(photoPath('u-1', 'image/jpeg', 'abc')).toBe('properties/u-1/abc.jpg');
    expect(photoPath('u-1', 'image/avif', 'abc')).toBe('properties/u-1/abc.avif');
  });
});
