import { describe, expect, it } from 'vitest';
import { isCompressibleType, negotiateEncoding } from './encoding.ts';

describe('negotiateEncoding', () => {
  it('prefers brotli when the client accepts it as much as gzip', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
  });

  it('falls back to gzip when brotli is not accepted or not available', () => {
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });

  it('gives zstd only to a caller that offers it, ahead of brotli on a tie', () => {
    const rendered = ['zstd', 'br', 'gzip'] as const;
    expect(negotiateEncoding('gzip, deflate, br, zstd', rendered)).toBe('zstd');
    expect(negotiateEncoding('gzip, deflate, br', rendered)).toBe('br');
    expect(negotiateEncoding('zstd;q=0.5, br', rendered)).toBe('br');
    expect(negotiateEncoding('zstd, br;q=0', ['br', 'gzip'])).toBeUndefined();
    expect(negotiateEncoding('*', rendered)).toBe('zstd');
  });

  it('follows q-values and the wildcard', () => {
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.5, br;q=0')).toBe('gzip');
  });

  it('gives nothing when nothing usable is accepted', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('deflate, zstd')).toBeUndefined();
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(negotiateEncoding('gzip', [])).toBeUndefined();
  });
});

describe('isCompressibleType', () => {
  it('accepts text-like types', () => {
    for (const type of [
      'text/html',
      'text/css; charset=utf-8',
      'application/json',
      'text/javascript',
      'application/javascript',
      'image/svg+xml',
      'application/xml',
      'application/ld+json',
      'application/manifest+json',
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
  });

  it('refuses binary types, streams of events and a missing type', () => {
    for (const type of [
      'image/png',
      'image/webp',
      'font/woff2',
      'application/octet-stream',
      'text/event-stream',
      '',
      null,
    ]) {
      expect(isCompressibleType(type), String(type)).toBe(false);
    }
  });
});
