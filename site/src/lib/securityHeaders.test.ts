import { beforeEach, describe, expect, it, vi } from 'vitest';

// apiOriginOf keeps its last answer in the module: each test starts from a fresh copy.
async function freshApiOriginOf() {
  vi.resetModules();
  return (await import('./securityHeaders.ts')).apiOriginOf;
}

describe('apiOriginOf', () => {
  let apiOriginOf: Awaited<ReturnType<typeof freshApiOriginOf>>;
  beforeEach(async () => {
    apiOriginOf = await freshApiOriginOf();
  });

  it('answers null for a missing setting, asked first', () => {
    expect(apiOriginOf(undefined)).toBeNull();
  });

  it('answers each setting for itself when the setting changes between calls', () => {
    expect(apiOriginOf('http://localhost:54321/rest')).toBe('http://localhost:54321');
    expect(apiOriginOf('http://localhost:54321/rest')).toBe('http://localhost:54321');
    expect(apiOriginOf(undefined)).toBeNull();
    expect(apiOriginOf('not a url')).toBeNull();
    expect(apiOriginOf('https://api.example.in')).toBe('https://api.example.in');
  });
});
