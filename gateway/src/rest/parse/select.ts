import { Cursor, type Field } from './cursor.ts';

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'column';
      /** The column; empty name for a bare `count()`. */
      field: Field;
      alias?: string;
      /** Cast of the column (`col::int`), before any aggregate. */
      cast?: string;
      /** `col.sum()`, `count()`… (db-aggregates-enabled) and the cast of its result (`count()::text`). */
      aggregate?: Aggregate;
      aggregateCast?: string;
    }
  | {
      kind: 'embed';
      target: string;
      alias?: string;
      hint?: string;
      joinType: 'left' | 'inner';
      spread: boolean;
      select: SelectItem[];
    };

export type Aggregate = 'count' | 'sum' | 'avg' | 'min' | 'max';

/** The `select` grammar of protocol §2.5: columns, aliases, casts, JSON paths, embeds, spreads. */
export function parseSelect(text: string): SelectItem[] {
  const c = new Cursor(text, 'select');
  const items = selectList(c, true);
  if (!c.done) throw c.fail('"," or end of input');
  return items;
}

function selectList(c: Cursor, topLevel: boolean): SelectItem[] {
  const items: SelectItem[] = [];
  if (!topLevel && c.peek() === ')') return items;
  if (topLevel && c.done) return [{ kind: 'star' }];
  for (;;) {
    items.push(selectItem(c));
    if (!c.eat(',')) return items;
  }
}

function selectItem(c: Cursor): SelectItem {
  if (c.eat('*')) return { kind: 'star' };
  const spread = c.eat('...');
  let alias: string | undefined;
  let name = c.name();
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos += 1;
    alias = name;
    if (!spread && c.eat('...')) throw c.fail('a name (an aliased spread is not supported)');
    name = c.name();
  }
  if (c.peek() === '(' && name === 'count' && c.peek(1) === ')') {
    c.pos += 2;
    return { kind: 'column', field: { name: '', path: [] }, alias, aggregate: 'count', aggregateCast: castAfter(c) };
  }
  if (c.peek() === '!' || c.peek() === '(') {
    let hint: string | undefined;
    let joinType: 'left' | 'inner' = 'left';
    while (c.eat('!')) {
      const word = c.name();
      if (word === 'inner' || word === 'left') joinType = word;
      else hint = word;
    }
    c.expect('(', '"(" (an embedded resource needs a select list)');
    const select = selectList(c, false);
    c.expect(')', '"," or ")"');
    return { kind: 'embed', target: name, alias, hint, joinType, spread, select };
  }
  if (spread) throw c.fail('"(" after a spread relation');
  const field: Field = { name, path: c.jsonPath() };
  const cast = castAfter(c);
  const aggregate = /^\.(count|sum|avg|min|max)\(\)/.exec(c.text.slice(c.pos))?.[1] as Aggregate | undefined;
  if (aggregate) {
    c.pos += aggregate.length + 3;
    return { kind: 'column', field, alias, cast, aggregate, aggregateCast: castAfter(c) };
  }
  return { kind: 'column', field, alias, cast };
}

function castAfter(c: Cursor): string | undefined {
  if (!c.eat('::')) return undefined;
  const start = c.pos;
  while (!c.done && /[\p{L}\p{N}_ [\]]/u.test(c.peek())) c.pos += 1;
  const cast = c.text.slice(start, c.pos).trim();
  if (!cast) throw c.fail('a type name');
  return cast;
}
