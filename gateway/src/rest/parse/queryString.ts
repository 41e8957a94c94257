import { errors } from '../../errors.ts';
import { Cursor, type Field } from './cursor.ts';
import { parseFilterValue, parseLogicTree, type Condition, type Tree } from './filter.ts';
import { parseOrder, type OrderTerm } from './order.ts';
import { parseSelect, type SelectItem } from './select.ts';

/** A filter key's target: the embed path (aliases or names, outermost first) and the field. */
export interface PathFilter {
  path: string[];
  field: Field;
  condition: Condition;
}

export interface ParsedQuery {
  select: SelectItem[];
  filters: PathFilter[];
  trees: Array<{ path: string[]; tree: Tree }>;
  orders: Array<{ path: string[]; terms: OrderTerm[] }>;
  limits: Array<{ path: string[]; limit?: number; offset?: number }>;
  columns?: string[];
  onConflict?: string[];
  /** GET/HEAD RPC: query parameters naming a function argument. */
  rpcArgs: Array<[string, string]>;
  /** The query string without apikey, as PostgREST echoes it in Content-Location. */
  canonical: string;
}

/** application/x-www-form-urlencoded decoding: `+` is a space, then %XX; bad escapes are a 400. */
export function formDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw errors.parse('query string', text, 'invalid percent-encoding');
  }
}

/** Splits a raw query string into decoded pairs in order; repeated keys stay repeated. */
export function queryPairs(rawQuery: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = formDecode(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : formDecode(part.slice(eq + 1));
    if (key === 'apikey') continue;
    pairs.push([key, value]);
  }
  return pairs;
}

/** Splits `a.b."c.d"` into names; a quoted segment may contain dots. */
function keySegments(key: string): string[] {
  const segments: string[] = [];
  const c = new Cursor(key, 'filter');
  for (;;) {
    const start = c.pos;
    if (c.peek() === '"') c.quoted();
    else while (!c.done && c.peek() !== '.') c.pos += 1;
    segments.push(c.text.slice(start, c.pos));
    if (!c.eat('.')) return segments;
  }
}

function unquote(segment: string): string {
  return segment.startsWith('"') ? new Cursor(segment, 'filter').quoted() : segment;
}

function nonNegativeInt(value: string, what: string): number {
  if (!/^\d+$/.test(value)) throw errors.parse(what, value, 'unexpected input expecting a non-negative integer');
  return Number(value);
}

/** Parses a key's field: the longest valid `name[->path]` prefix; trailing junk such as `[0]` is ignored. */
function leadingField(segment: string): Field {
  const c = new Cursor(segment, 'filter');
  return c.field();
}

/**
 * Classifies every query parameter (protocol §2.3): reserved keys (select, columns, on_conflict and,
 * at any embed depth, order/limit/offset/and/or), RPC arguments, and everything else as filters.
 */
export function parseQuery(pairs: Array<[string, string]>, isRpcArg: (key: string) => boolean = () => false): ParsedQuery {
  const parsed: ParsedQuery = { select: [{ kind: 'star' }], filters: [], trees: [], orders: [], limits: [], rpcArgs: [], canonical: '' };
  const limitFor = (path: string[]) => {
    let entry = parsed.limits.find((l) => l.path.join('\0') === path.join('\0'));
    if (!entry) {
      entry = { path };
      parsed.limits.push(entry);
    }
    return entry;
  };
  for (const [key, value] of pairs) {
    if (key === 'select') {
      parsed.select = parseSelect(value);
      continue;
    }
    if (key === 'columns') {
      parsed.columns = nameList(value, 'columns');
      continue;
    }
    if (key === 'on_conflict') {
      parsed.onConflict = nameList(value, 'on_conflict');
      continue;
    }
    if (isRpcArg(key)) {
      parsed.rpcArgs.push([key, value]);
      continue;
    }
    const segments = keySegments(key);
    const last = segments[segments.length - 1] ?? '';
    const beforeLast = segments[segments.length - 2];
    if (last === 'and' || last === 'or') {
      const negated = beforeLast === 'not';
      const path = segments.slice(0, negated ? -2 : -1).map(unquote);
      parsed.trees.push({ path, tree: parseLogicTree(last, negated, value) });
      continue;
    }
    if (last === 'order') {
      parsed.orders.push({ path: segments.slice(0, -1).map(unquote), terms: parseOrder(value) });
      continue;
    }
    if (last === 'limit' || last === 'offset') {
      const entry = limitFor(segments.slice(0, -1).map(unquote));
      entry[last] = nonNegativeInt(value, last);
      continue;
    }
    if (key === '') throw errors.parse('filter', value, 'unexpected empty key');
    const path = segments.slice(0, -1).map(unquote);
    parsed.filters.push({ path, field: leadingField(last), condition: parseFilterValue(value, key) });
  }
  return parsed;
}

/** `"a","b"` or `a,b` → names. */
function nameList(text: string, what: string): string[] {
  const c = new Cursor(text, what);
  const names: string[] = [];
  for (;;) {
    names.push(c.name().trim());
    if (c.eat(',')) continue;
    if (!c.done) throw c.fail('"," or end of input');
    return names;
  }
}
