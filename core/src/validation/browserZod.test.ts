import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

afterEach(() => {
  vi.unstubAllGlobals();
  z.config({ jitless: false });
});

describe('zod in a browser', () => {
  it('keeps the compiled fast path on a server', async () => {
    vi.resetModules();
    const { signInSchema } = await import('./auth.ts');
    expect(z.config().jitless).toBeFalsy();
    expect(signInSchema.parse({ email: ' A@B.in ', password: 'x' })).toEqual({ email: 'a@b.in', password: 'x' });
  });

  it('builds the form schemas without probing for eval in a browser (a strict CSP reports the probe)', async () => {
    vi.stubGlobal('document', {});
    vi.resetModules();
    const { signInSchema } = await import('./auth.ts');
    expect(z.config().jitless).toBe(true);
    expect(signInSchema.parse({ email: ' A@B.in ', password: 'x' })).toEqual({ email: 'a@b.in', password: 'x' });
  });
});
