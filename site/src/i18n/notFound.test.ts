import { describe, expect, it } from 'vitest';
import { notFound as en } from './en/notFound.ts';
import { notFound as hi } from './hi/notFound.ts';
import { translator } from './t.ts';

describe('not-found texts', () => {
  it('are written in Hindi for every English key', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(hi[key], key).toMatch(/[\u0900-\u097F]/);
    }
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it('keep the English heading the not-found journey looks for', () => {
    expect(translator('en')('notFound.heading')).toBe('We could not find that page');
    expect(translator('hi')('notFound.heading')).toBe('हमें यह पेज नहीं मिला');
  });
});
