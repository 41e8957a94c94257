import { describe, expect, it } from 'vitest';
import { negotiate } from './accept.ts';

describe('negotiate', () => {
  it('answers a header it has seen as it did the first time, for the root and for a table alike', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(negotiate(undefined)).toEqual({ kind: 'json', stripNulls: false, contentType: 'application/json; charset=utf-8' });
      expect(negotiate(undefined, { root: true }).kind).toBe('openapi');
      expect(negotiate('application/json').kind).toBe('json');
      expect(negotiate('application/json', { root: true }).kind).toBe('openapi');
      expect(negotiate('text/csv;q=0.5, application/vnd.pgrst.object+json;nulls=stripped')).toEqual({
        kind: 'object', stripNulls: true, contentType: 'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
      });
    }
  });

  it('refuses an unsupported type every time it is sent (406 PGRST107)', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(() => negotiate('image/png')).toThrow(expect.objectContaining({ status: 406, code: 'PGRST107' }));
      expect(() => negotiate('text/csv', { root: true })).toThrow(expect.objectContaining({ code: 'PGRST107' }));
    }
  });

  it('shares one frozen answer per header, so no caller can change what the next one gets', () => {
    const first = negotiate('application/vnd.pgrst.array+json');
    expect(negotiate('application/vnd.pgrst.array+json')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('still answers correctly once more headers were sent than it keeps', () => {
    for (let i = 0; i < 100; i += 1) expect(negotiate(`application/json;v=${i}`).kind).toBe('json');
    expect(negotiate('text/csv').kind).toBe('csv');
    expect(negotiate('application/json;v=0').kind).toBe('json');
  });
});
