import { describe, expect, it } from 'vitest';
import { parseQuery, queryPairs } from './parse/queryString.ts';
import { readPlanMode } from './planMode.ts';
import type { Table } from './schemaCache.ts';

const table = (primaryKey: string[]): Table => ({
  schema: 'public', name: 'properties', kind: 'table', columns: new Map(), primaryKey, uniqueKeys: [primaryKey], insertable: true,
});
const mode = (query: string, key = ['id']) => readPlanMode(parseQuery(queryPairs(query)), table(key));

describe('how a read is planned', () => {
  it('lets PostgreSQL keep one plan for a row named by its whole primary key', () => {
    expect(mode('id=eq.5&select=*')).toBe('auto');
    expect(mode('select=*,property_images(*)&id=eq.5')).toBe('auto');
    expect(mode('a=eq.1&b=eq.2', ['a', 'b'])).toBe('auto');
  });

  it('plans every other read for its own values, as the searches need', () => {
    for (const query of [
      'city=eq.Mumbai&bedrooms=eq.3&order=created_at.desc&limit=20',
      'id=eq.5&city=eq.Mumbai',
      'id=neq.5',
      'id=not.eq.5',
      'id=in.(5,6)',
      'id=eq(any).{5,6}',
      'id=eq.5&order=created_at.desc',
      'id=eq.5&or=(city.eq.Pune,city.eq.Goa)',
      'id=eq.5&property_images.kind=eq.cover',
      'select=*',
    ]) expect(mode(query), query).toBe('force_custom_plan');
    expect(mode('a=eq.1', ['a', 'b'])).toBe('force_custom_plan');
    expect(mode('id=eq.5', [])).toBe('force_custom_plan');
  });
});
