import { describe, expect, it } from 'vitest';
import { productionUnlessSet } from './productionMode.ts';

describe('productionUnlessSet', () => {
  it('makes an unset or empty NODE_ENV production', () => {
    const unset: NodeJS.ProcessEnv = {};
    expect(productionUnlessSet(unset)).toBe('production');
    expect(unset.NODE_ENV).toBe('production');
    const empty: NodeJS.ProcessEnv = { NODE_ENV: '' };
    expect(productionUnlessSet(empty)).toBe('production');
  });

  it('keeps a NODE_ENV given explicitly', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
    expect(productionUnlessSet(env)).toBe('development');
    expect(env.NODE_ENV).toBe('development');
  });
});
