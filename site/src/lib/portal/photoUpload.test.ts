import { describe, expect, it } from 'vitest';
import { photoPath, photoProblem } from './photoUpload.ts';

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

  it("goes into the owner's folder with the type's extension", () => {
    expect(photoPath('u-1', 'image/jpeg', 'abc')).toBe('properties/u-1/abc.jpg');
    expect(photoPath('u-1', 'image/avif', 'abc')).toBe('properties/u-1/abc.avif');
  });
});
