import { describe, expect, it } from 'vitest';
import { parseQuery, queryPairs } from '../parse/queryString.ts';
import type { Column, SchemaCache, Table } from '../schemaCache.ts';
import { Shaper } from './shape.ts';
import { shapedStatement, tableSource, type Output, type ShapeInput } from './statements.ts';

const column = (name: string, typname: string): Column => ({
  name, type: typname, typname, nullable: true, defaultExpr: null, identity: '', generated: false,
});
const table: Table = {
  schema: 'public', name: 'properties', kind: 'table', primaryKey: ['id'], uniqueKeys: [['id']], insertable: true,
  columns: new Map([column('id', 'int8'), column('title', 'text'), column('rent', 'int4')].map((c) => [c.name, c])),
};
const cache: SchemaCache = {
  schema: 'public', schemas: new Map(), tables: new Map([['properties', table]]), foreignKeys: [], functions: new Map(),
  computed: new Map(), types: new Map(), roleSettings: new Map(), loadedAt: new Date(),
};
cache.schemas.set('public', cache);

function statement(query: string, more: Partial<ShapeInput> & { output?: Output } = {}) {
  const parsed = parseQuery(queryPairs(query));
  return shapedStatement({
    cache, query: parsed, table, from: tableSource(table), ctes: [], shaper: new Shaper(cache, parsed, { aggregates: true }),
    output: { media: 'json', stripNulls: false }, count: false, atMostOneRow: true, ...more,
  });
}

describe('shapedStatement for a page of at most one row', () => {
  it("gives the row's own JSON object beside the response's settings, shown as an array or bare", () => {
    const array = statement('id=eq.5&select=id,title');
    expect(array.single).toBe('array');
    expect(array.sql).toMatch(/^select \(select row_to_json\("_r"\)::text from \(select .* from "public"\."properties" as "t0" where .*\) as "_r"\) as "body", /);
    expect(array.sql).toContain('current_setting(\'response.headers\', true)');
    expect(array.sql).not.toMatch(/json_agg|count\(/);
    expect(array.values).toEqual(['5']);
    const object = statement('id=eq.5', { output: { media: 'object', stripNulls: true } });
    expect(object.single).toBe('object');
    expect(object.sql).toContain('json_strip_nulls(row_to_json("_r"))::text');
  });

  it('keeps the page and its aggregate when the answer needs them: a count, an aggregate, CSV, CTEs or extra columns', () => {
    for (const built of [
      statement('id=eq.5', { count: true }),
      statement('id=eq.5', { count: { upTo: 1000 } }),
      statement('id=eq.5&select=title,rent.sum()'),
      statement('id=eq.5', { output: { media: 'csv', stripNulls: false } }),
      statement('id=eq.5', { ctes: ['"pgrst_source" as (select 1)'] }),
      statement('id=eq.5', { extra: ['true as "inserted"'] }),
      statement('id=eq.5', { atMostOneRow: false }),
    ]) {
      expect(built.single).toBeUndefined();
      expect(built.sql).toMatch(/^with .*"pgrst_page" as \(.*count\(\*\) as "page_total"/);
    }
  });
});
