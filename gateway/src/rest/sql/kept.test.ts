import { describe, expect, it } from 'vitest';
import type { Table } from '../schemaCache.ts';
import { keptStatement, MAX_SHAPES_PER_TABLE } from './kept.ts';

const table = (name: string): Table => ({
  name, schema: 'public', kind: 'table', columns: new Map(), primaryKey: ['id'], uniqueKeys: [['id']], insertable: true,
});

/** A build that counts its calls and puts the rows after a fixed value, as an insert under missing=default would. */
function builder(text: string) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    build: (rows: string) => () => {
      calls += 1;
      return { statement: { sql: text, values: ['fixed', rows, 'after'], plan: 'auto' as const, each: true as const }, slot: 1 };
    },
  };
}

describe('keptStatement', () => {
  it('builds a shape once and gives each later request its own rows in the same place', () => {
    const t = table('leads');
    const b = builder('insert one');
    const first = keptStatement(t, 'name', '[{"name":"a"}]', b.build('[{"name":"a"}]'));
    const second = keptStatement(t, 'name', '[{"name":"b"}]', b.build('[{"name":"b"}]'));
    expect(b.calls).toBe(1);
    expect(first.values).toEqual(['fixed', '[{"name":"a"}]', 'after']);
    expect(second).toEqual({ sql: 'insert one', values: ['fixed', '[{"name":"b"}]', 'after'], plan: 'auto', each: true });
    // Each request has its own values: the first request's are not changed by the second.
    expect(first.values[1]).toBe('[{"name":"a"}]');
  });

  it('builds again for another key, another table, or the same table of a reloaded schema cache', () => {
    const b = builder('insert');
    const t = table('leads');
    keptStatement(t, 'name', '[1]', b.build('[1]'));
    keptStatement(t, 'name\0phone', '[2]', b.build('[2]'));
    keptStatement(table('cities'), 'name', '[3]', b.build('[3]'));
    keptStatement(table('leads'), 'name', '[4]', b.build('[4]'));
    expect(b.calls).toBe(4);
    keptStatement(t, 'name', '[5]', b.build('[5]'));
    expect(b.calls).toBe(4);
  });

  it('keeps nothing when the rows are not where the build said', () => {
    const t = table('leads');
    let calls = 0;
    const misplaced = () => {
      calls += 1;
      return { statement: { sql: 'x', values: ['[1]'] }, slot: 0 };
    };
    expect(keptStatement(t, 'k', '[2]', misplaced).values).toEqual(['[1]']);
    keptStatement(t, 'k', '[2]', misplaced);
    expect(calls).toBe(2);
  });

  it('holds at most MAX_SHAPES_PER_TABLE shapes a table, dropping the least recently used', () => {
    const t = table('leads');
    const b = builder('insert');
    for (let i = 0; i <= MAX_SHAPES_PER_TABLE; i += 1) keptStatement(t, `shape ${i}`, '[1]', b.build('[1]'));
    expect(b.calls).toBe(MAX_SHAPES_PER_TABLE + 1);
    keptStatement(t, `shape ${MAX_SHAPES_PER_TABLE}`, '[1]', b.build('[1]'));
    expect(b.calls).toBe(MAX_SHAPES_PER_TABLE + 1);
    keptStatement(t, 'shape 0', '[1]', b.build('[1]'));
    expect(b.calls).toBe(MAX_SHAPES_PER_TABLE + 2);
  });
});
