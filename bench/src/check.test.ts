import { describe, expect, it } from 'vitest';
import { disagreeing, rowsInAnswer } from './check.ts';

describe('sanity check helpers', () => {
  it('counts rows in REST lists and GraphQL answers', () => {
    expect(rowsInAnswer('gateway', 'search', [{}, {}])).toBe(2);
    expect(rowsInAnswer('postgraphile', 'search', { data: { allProperties: { nodes: [{}, {}, {}] } } })).toBe(3);
    expect(rowsInAnswer('postgraphile', 'read', { data: { propertyByRowId: { rowId: 'a' } } })).toBe(1);
    expect(rowsInAnswer('postgraphile', 'read', { data: { propertyByRowId: null } })).toBe(0);
    expect(() => rowsInAnswer('postgraphile', 'read', { errors: [{ message: 'boom' }] })).toThrow(/boom/);
    expect(() => rowsInAnswer('gateway', 'read', { message: 'no' })).toThrow(/expected a list/);
  });
  it('names the servers that disagree with the first', () => {
    expect(disagreeing({ baseline: 1, gateway: 1, postgraphile: 1 })).toEqual([]);
    expect(disagreeing({ baseline: 20, gateway: 20, postgraphile: 19 })).toEqual(['postgraphile']);
  });
});
