import { describe, expect, it } from 'vitest';
import { sessionStorageKey } from './sessionKey.ts';

describe('sessionStorageKey', () => {
  it("is supabase-js's key: the first label of the API's host", () => {
    expect(sessionStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
    expect(sessionStorageKey('http://localhost:54321/')).toBe('sb-localhost-auth-token');
    expect(sessionStorageKey('http://127.0.0.1:8000')).toBe('sb-127-auth-token');
  });
});
