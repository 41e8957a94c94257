import { describe, expect, it } from 'vitest';
import { parseQuery, queryPairs } from './parse/queryString.ts';
import { readPlanMode } from './planMode.ts';
import type { Table } from './schemaCache.ts';

const column = (name: string, typname: string) =>
  [name, { name, type: typname, typname, nullable: true, defaultExpr: null, identity: '', generated: false }] as const;
const table = (primaryKey: string[], columns = new Map<string, ReturnType<typeof column>[1]>()): Table => ({
  schema: 'public', name: 'properties', kind: 'table', columns, primaryKey, uniqueKeys: [primaryKey], insertable: true,
});
const mode = (query: string, key = ['id']) => readPlanMode(parseQuery(queryPairs(query)), table(key));
const visits = table(['id'], new Map([column('id', 'uuid'), column('user_id', 'uuid'), column('status', 'text'), column('city', 'text')]));
const modeOfVisits = (query: string) => readPlanMode(parseQuery(queryPairs(query)), visits);

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

  it('lets PostgreSQL keep one plan for a person’s or a row’s rows named by a uuid, the portal’s reads', () => {
    const id = '3f2a9c1e-77b0-4c1e-9a51-2b6c0e0d9f10';
    for (const query of [
      `user_id=eq.${id}&order=created_at.desc&limit=100`,
      `select=id,property:properties(id,title)&user_id=eq.${id}&status=eq.visited`,
      `user_id=in.(${id},${id})`,
      `id=in.(${id})`,
    ]) expect(modeOfVisits(query), query).toBe('auto');
  });

  it('still plans for their values the reads that name no row by its uuid', () => {
    const id = '3f2a9c1e-77b0-4c1e-9a51-2b6c0e0d9f10';
    for (const query of [
      'city=eq.Pune&status=eq.visited&order=created_at.desc',
      `user_id=neq.${id}`,
      `user_id=not.eq.${id}`,
      `user_id=eq(any).{${id}}`,
      'status=in.(visited,booked)',
      `properties.listed_by=eq.${id}`,
      `user_id=is.null`,
    ]) expect(modeOfVisits(query), query).toBe('force_custom_plan');
  });

  it('lets PostgreSQL keep one plan for any read of small tables alone, its embeds included', () => {
    const small = (name: string) => ['properties', 'property_images'].includes(name);
    const modeWhen = (query: string, isSmall = small) => readPlanMode(parseQuery(queryPairs(query)), visits, undefined, isSmall);
    expect(modeWhen('city=eq.Pune&bedrooms=eq.2&rent=gte.10000&order=created_at.desc&limit=20')).toBe('auto');
    expect(modeWhen('select=*,property_images(url)&city=eq.Pune&property_images.position=eq.0')).toBe('auto');
    expect(modeWhen('select=*,leases(*)&city=eq.Pune'), 'an embedded table that is big').toBe('force_custom_plan');
    expect(modeWhen('select=*,images:property_images(url,uploader:profiles(name))'), 'a big table embedded deeper').toBe('force_custom_plan');
    expect(modeWhen('city=eq.Pune', () => false), 'the read’s own table is big').toBe('force_custom_plan');
    const view: Table = { ...visits, kind: 'view' };
    expect(readPlanMode(parseQuery(queryPairs('city=eq.Pune')), view, undefined, () => true), 'a view: the tables under it are unknown').toBe('force_custom_plan');
  });
});
