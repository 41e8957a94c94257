import fs from 'node:fs';
import path from 'node:path';
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

describe('every core module that builds zod schemas', () => {
  it('loads browserZod before it builds one (itself or through fields.ts), so no page of the site or console trips the policy', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const modules = fs.readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('browserZod.ts'))
      .filter((file) => /from 'zod'/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(modules.length).toBeGreaterThan(10);
    const unguarded = modules.filter((file) => !/import '\.\/browserZod\.ts'|from '\.\/fields\.ts'/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(unguarded).toEqual([]);
  });
});
