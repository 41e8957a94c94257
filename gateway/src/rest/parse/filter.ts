import { errors } from '../../errors.ts';
import { Cursor, type Field } from './cursor.ts';

export const SIMPLE_OPERATORS = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=',
  like: 'like', ilike: 'ilike', match: '~', imatch: '~*',
  cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-',
  isdistinct: 'is distinct from',
} as const;
export const QUANTIFIABLE = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
export const FTS_OPERATORS = {
  fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery',
} as const;
const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export type Operation =
  | { kind: 'simple'; op: keyof typeof SIMPLE_OPERATORS; quantifier?: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: (typeof IS_VALUES)[number] }
  | { kind: 'fts'; op: keyof typeof FTS_OPERATORS; language?: string; value: string };

export interface Condition {
  negated: boolean;
  operation: Operation;
}

export interface Leaf {
  kind: 'leaf';
  field: Field;
  condition: Condition;
}

export interface Tree {
  kind: 'and' | 'or';
  negated: boolean;
  children: Array<Leaf | Tree>;
}

const OPERATOR_LIST = 'operator (eq, gt, ...)';

/**
 * Reads `[not.]op[(modifier)].value`. At the top level the value is the rest of the text; inside a
 * logic tree (`inTree`) it ends at `,` or `)` unless it is "quoted" or a {…} literal.
 */
export function parseCondition(c: Cursor, inTree: boolean): Condition {
  const negated = c.eat('not.');
  const start = c.pos;
  while (/[a-z]/.test(c.peek())) c.pos += 1;
  const op = c.text.slice(start, c.pos);
  if (op === 'in') {
    c.expect('.', '"."');
    return { negated, operation: { kind: 'in', values: parseInList(c) } };
  }
  if (op === 'is') {
    c.expect('.', '"."');
    const valueStart = c.pos;
    const raw = inTree ? treeValue(c) : c.text.slice(c.pos);
    if (!inTree) c.pos = c.text.length;
    const value = raw.toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(value)) {
      c.pos = valueStart;
      throw c.fail('null or trilean value (unknown, true, false) or not_null');
    }
    return { negated, operation: { kind: 'is', value: value as (typeof IS_VALUES)[number] } };
  }
  // Own keys only: `in` would also find Object.prototype members (`id=toString.x`).
  if (Object.hasOwn(FTS_OPERATORS, op)) {
    let language: string | undefined;
    if (c.eat('(')) {
      const langStart = c.pos;
      while (!c.done && c.peek() !== ')') c.pos += 1;
      language = c.text.slice(langStart, c.pos);
      c.expect(')');
    }
    c.expect('.', '"."');
    return { negated, operation: { kind: 'fts', op: op as keyof typeof FTS_OPERATORS, language, value: value(c, inTree) } };
  }
  if (Object.hasOwn(SIMPLE_OPERATORS, op)) {
    let quantifier: 'any' | 'all' | undefined;
    if (QUANTIFIABLE.has(op) && c.peek() === '(') {
      if (c.eat('(any)')) quantifier = 'any';
      else if (c.eat('(all)')) quantifier = 'all';
      else throw c.fail('"(any)" or "(all)"');
    }
    c.expect('.', '"."');
    return { negated, operation: { kind: 'simple', op: op as keyof typeof SIMPLE_OPERATORS, quantifier, value: value(c, inTree) } };
  }
  c.pos = start;
  throw c.fail(negated ? OPERATOR_LIST : `"not" or ${OPERATOR_LIST}`);
}

function value(c: Cursor, inTree: boolean): string {
  if (!inTree) {
    const rest = c.text.slice(c.pos);
    c.pos = c.text.length;
    return rest;
  }
  return treeValue(c);
}

/** A value inside a logic tree: "quoted", {array literal}, or text up to `,` / `)` (parentheses balanced). */
function treeValue(c: Cursor): string {
  if (c.peek() === '"') return c.quoted();
  const start = c.pos;
  if (c.peek() === '{' || c.peek() === '[') {
    const close = c.peek() === '{' ? '}' : /[)\]]/;
    c.pos += 1;
    while (!c.done && !(typeof close === 'string' ? c.peek() === close : close.test(c.peek()))) c.pos += 1;
    c.pos += 1;
    return c.text.slice(start, c.pos);
  }
  let depth = 0;
  while (!c.done) {
    const ch = c.peek();
    if (ch === '(') depth += 1;
    else if (ch === ')') {
      if (depth === 0) break;
      depth -= 1;
    } else if (ch === ',' && depth === 0) break;
    c.pos += 1;
  }
  return c.text.slice(start, c.pos);
}

/** `(a,b,"c,d")`: quoted items may hold `,.:()`; backslash escapes inside quotes. */
export function parseInList(c: Cursor): string[] {
  c.expect('(');
  const items: string[] = [];
  if (c.eat(')')) return items;
  for (;;) {
    if (c.peek() === '"') items.push(c.quoted());
    else {
      const start = c.pos;
      while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos += 1;
      items.push(c.text.slice(start, c.pos));
    }
    if (c.eat(',')) continue;
    c.expect(')', '"," or ")"');
    return items;
  }
}

/** A top-level filter value, e.g. `not.in.(1,2)`; the whole text must be consumed. */
export function parseFilterValue(text: string, key: string): Condition {
  const c = new Cursor(text, 'filter');
  const condition = parseCondition(c, false);
  if (!c.done) throw errors.parse('filter', text, `unexpected "${c.peek()}" expecting end of input (key ${key})`);
  return condition;
}

/** `(a.eq.1,or(b.gt.2,not.and(c.is.null,d.in.(1,2))))` for a key `or` / `and` / `not.or` / `not.and`. */
export function parseLogicTree(kind: 'and' | 'or', negated: boolean, text: string): Tree {
  const c = new Cursor(text, 'logic tree');
  const tree = treeBody(c, kind, negated);
  if (!c.done) throw c.fail('end of input');
  return tree;
}

function treeBody(c: Cursor, kind: 'and' | 'or', negated: boolean): Tree {
  c.expect('(');
  const children: Array<Leaf | Tree> = [];
  for (;;) {
    children.push(treeItem(c));
    if (c.eat(',')) continue;
    c.expect(')', '"," or ")"');
    return { kind, negated, children };
  }
}

function treeItem(c: Cursor): Leaf | Tree {
  const save = c.pos;
  const negated = c.eat('not.');
  for (const kind of ['and', 'or'] as const) {
    if (c.startsWith(`${kind}(`)) {
      c.pos += kind.length;
      return treeBody(c, kind, negated);
    }
  }
  c.pos = save;
  const field = c.field();
  c.expect('.', '"."');
  return { kind: 'leaf', field, condition: parseCondition(c, true) };
}
