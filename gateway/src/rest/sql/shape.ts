import { errors } from '../../errors.ts';
import type { Field } from '../parse/cursor.ts';
import type { Condition, Leaf, Tree } from '../parse/filter.ts';
import { FTS_OPERATORS, SIMPLE_OPERATORS } from '../parse/filter.ts';
import type { OrderTerm } from '../parse/order.ts';
import type { ParsedQuery } from '../parse/queryString.ts';
import type { Aggregate, SelectItem } from '../parse/select.ts';
import { resolveCastType, type SchemaCache, type Table } from '../schemaCache.ts';
import { Params, arrayLiteral, ident, qualified } from './params.ts';
import { isToOne, resolveRelationship, type Relationship } from './relationships.ts';
import { computedField } from '../computed.ts';

export interface Level {
  table: Table;
  alias: string;
  path: string[];
}

export interface Shaped {
  columns: string[];
  names: string[];
  joins: Join[];
  where: string[];
  orderBy: string[];
  /** With aggregates in the select, the plain columns beside them. */
  groupBy: string[];
}

interface Join {
  sql: string;
  /** The count needs it too: it filters the rows (`!inner`, `embed=is.null`) or groups them. */
  counted: boolean;
}

interface EmbedRef {
  presence: string;
  join: Join;
}

const pathKey = (path: string[]) => path.join('\0');

/** Aggregates in these items, or in the spreads among them (which PostgREST hoists). */
const hasAggregate = (items: SelectItem[]): boolean =>
  items.some((i) => (i.kind === 'column' && i.aggregate) || (i.kind === 'embed' && i.spread && hasAggregate(i.select)));

interface Hoisted { aggregate: Aggregate; cast?: string; name: string }

/**
 * Turns a parsed query into SQL fragments for one relation and, recursively, its embeds (lateral
 * subqueries that build their JSON inside PostgreSQL). Every identifier is checked against the schema
 * cache before it is quoted; every value is a bound parameter.
 */
export class Shaper {
  readonly params: Params;
  readonly cache: SchemaCache;
  readonly query: ParsedQuery;
  private counter = 0;
  private readonly embeddedPaths = new Set<string>([pathKey([])]);
  /** Mutations apply the root filters in the UPDATE/DELETE itself, not again on the returned rows. */
  private readonly rootFiltersElsewhere: boolean;
  /** db-aggregates-enabled. */
  private readonly aggregates: boolean;
  /** Aggregates taken out of to-one spreads: the embed selects the plain value under the key's name. */
  private hoisted?: Map<string, Hoisted>;

  constructor(cache: SchemaCache, query: ParsedQuery, options: { rootFiltersElsewhere?: boolean; aggregates?: boolean } = {}) {
    this.cache = cache;
    this.query = query;
    this.params = new Params();
    this.rootFiltersElsewhere = options.rootFiltersElsewhere ?? false;
    this.aggregates = options.aggregates ?? false;
  }

  /** The root filters and logic trees alone, for the WHERE of an UPDATE or DELETE on "t0". */
  rootWhere(table: Table): string[] {
    const level: Level = { table, alias: 't0', path: [] };
    const none = new Map<string, EmbedRef>();
    return [
      ...this.query.filters.filter((f) => f.path.length === 0)
        .map((f) => this.leafSql(level, { kind: 'leaf', field: f.field, condition: f.condition }, none)),
      ...this.query.trees.filter((t) => t.path.length === 0).map((t) => this.treeSql(level, t.tree, none)),
    ];
  }

  alias(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** Rejects modifiers (filters, order, limit) on paths that are not embeds of this request. */
  checkPaths(): void {
    const all = [
      ...this.query.filters.map((f) => f.path),
      ...this.query.trees.map((t) => t.path),
      ...this.query.orders.map((o) => o.path),
      ...this.query.limits.map((l) => l.path),
    ];
    for (const path of all) {
      if (!this.embeddedPaths.has(pathKey(path))) throw errors.notEmbedded(path.join('.'));
    }
  }

  limitsFor(path: string[]): { limit?: number; offset?: number } {
    return this.query.limits.find((l) => pathKey(l.path) === pathKey(path)) ?? {};
  }

  column(level: Level, name: string): string {
    if (level.table.columns.has(name)) return `${ident(level.alias)}.${ident(name)}`;
    const fn = computedField(this.cache, level.table, name);
    if (fn) return `${qualified(fn)}(${ident(level.alias)})`;
    throw errors.undefinedColumn(level.table.name, name);
  }

  fieldExpr(level: Level, field: Field): string {
    let expr = this.column(level, field.name);
    if (field.path.length === 0) return expr;
    const typname = level.table.columns.get(field.name)?.typname;
    if (typname !== 'json' && typname !== 'jsonb') expr = `to_jsonb(${expr})`;
    for (const step of field.path) {
      expr = `(${expr}${step.arrow}${this.params.add(step.key)}::${step.index ? 'int' : 'text'})`;
    }
    return expr;
  }

  /**
   * `count` where the table has no such column: PostgREST writes `"alias"."count"`, which PostgreSQL
   * reads as `count("alias")` (attribute notation for a function of the row), the number of rows,
   * so `localities(count)` gives `[{"count": n}]` of the rows the caller may see.
   */
  static isRowCount(level: Level, field: Field): boolean {
    return field.name === 'count' && field.path.length === 0 && !level.table.columns.has('count');
  }

  /** Output key of a column: its alias, else the last JSON key of its path, else the column name. */
  static outputName(field: Field, alias?: string): string {
    if (alias) return alias;
    const keys = field.path.filter((s) => !s.index);
    return keys.length > 0 ? (keys[keys.length - 1] as { key: string }).key : field.name;
  }

  shape(level: Level, items: SelectItem[]): Shaped {
    const out: Shaped = { columns: [], names: [], joins: [], where: [], orderBy: [], groupBy: [] };
    const embeds = new Map<string, EmbedRef>();
    const embedKeys = new Set<string>();
    const aggregated = hasAggregate(items);
    if (aggregated && !this.aggregates) throw errors.aggregates();
    for (const item of items) {
      if (item.kind === 'star') {
        for (const name of level.table.columns.keys()) {
          out.columns.push(`${ident(level.alias)}.${ident(name)}`);
          out.names.push(name);
          if (aggregated) out.groupBy.push(`${ident(level.alias)}.${ident(name)}`);
        }
      } else if (item.kind === 'column') {
        // count() hoisted out of a spread arrives here without its aggregate: it counts the related rows.
        let expr = item.field.name === '' ? (item.aggregate ? '*' : 'true')
          : Shaper.isRowCount(level, item.field) ? `count(${ident(level.alias)})` : this.fieldExpr(level, item.field);
        if (item.cast) expr = `(${expr})::${this.castType(item.cast)}`;
        let name = Shaper.outputName(item.field, item.alias);
        if (item.aggregate) {
          expr = `${item.aggregate}(${expr})`;
          if (item.aggregateCast) expr = `(${expr})::${this.castType(item.aggregateCast)}`;
          name = item.alias ?? item.aggregate;
        } else if (aggregated) {
          out.groupBy.push(expr);
        }
        out.columns.push(`${expr} as ${ident(name)}`);
        out.names.push(name);
      } else {
        // Two embeds under one name (the same table twice, told apart only by hints) would make two
        // JSON keys of which a client keeps one; PostgreSQL refuses the alias used twice (42712).
        const key = item.alias ?? item.target;
        if (embedKeys.has(key)) throw errors.duplicateEmbed(`${level.table.name}_${key}_1`);
        embedKeys.add(key);
        this.embed(level, item, out, embeds, aggregated);
      }
    }
    const here = pathKey(level.path);
    if (this.rootFiltersElsewhere && level.path.length === 0) return out;
    for (const filter of this.query.filters.filter((f) => pathKey(f.path) === here)) {
      out.where.push(this.leafSql(level, { kind: 'leaf', field: filter.field, condition: filter.condition }, embeds));
    }
    for (const { tree } of this.query.trees.filter((t) => pathKey(t.path) === here)) {
      out.where.push(this.treeSql(level, tree, embeds));
    }
    for (const { terms } of this.query.orders.filter((o) => pathKey(o.path) === here)) {
      out.orderBy.push(...terms.map((term) => this.orderSql(level, term)));
    }
    return out;
  }

  private castType(written: string): string {
    const type = resolveCastType(this.cache, written);
    if (!type) throw errors.undefinedType(written);
    return type;
  }

  private embed(
    level: Level, item: Extract<SelectItem, { kind: 'embed' }>, out: Shaped, embeds: Map<string, EmbedRef>, aggregated: boolean,
  ): void {
    const rel = resolveRelationship(this.cache, level.table, item.target, item.hint);
    const key = item.alias ?? item.target;
    const childPath = [...level.path, key];
    this.embeddedPaths.add(pathKey(childPath));
    const child: Level = { table: rel.target, alias: this.alias('t'), path: childPath };
    const hoist = item.spread && isToOne(rel) && this.aggregates && hasAggregate(item.select);
    const shaped = this.shape(child, hoist ? this.hoistAggregates(item.select) : item.select);
    const joinAlias = ident(this.alias('e'));
    const rowAlias = ident(this.alias('r'));
    const where = [this.joinCondition(level, child, rel), ...shaped.where];
    const cols = shaped.columns.length > 0 ? shaped.columns.join(', ') : 'null as "pgrst_empty"';
    const source = rel.fn ? `${qualified(rel.fn)}(${ident(level.alias)})` : qualified(rel.target);
    let inner = `select ${cols}${item.spread ? ', true as "pgrst_present"' : ''} from ${source} as ${ident(child.alias)}` +
      `${shaped.joins.map((j) => ` ${j.sql}`).join('')} where ${where.join(' and ')}`;
    if (shaped.groupBy.length > 0) inner += ` group by ${shaped.groupBy.join(', ')}`;
    if (shaped.orderBy.length > 0) inner += ` order by ${shaped.orderBy.join(', ')}`;
    const { limit, offset } = this.limitsFor(childPath);
    if (!isToOne(rel)) {
      if (limit !== undefined) inner += ` limit ${this.params.add(limit)}`;
      if (offset !== undefined) inner += ` offset ${this.params.add(offset)}`;
    }
    let presence: string;
    let joinSql: string;
    const outputs: Array<{ expr: string; name: string; hoisted?: boolean }> = [];
    if (item.spread && !isToOne(rel)) {
      if (hasAggregate(item.select) || item.select.some((i) => i.kind === 'column' && this.hoisted?.has(i.alias ?? ''))) {
        throw errors.notImplemented('Aggregates are not implemented for one-to-many or many-to-many spreads.');
      }
      // A to-many spread lifts each column as an array of its values, one per related row.
      const arrays = shaped.names.map((name) => `json_agg(${rowAlias}.${ident(name)}) as ${ident(name)}`);
      joinSql = `left join lateral (select ${[...arrays, `bool_or(${rowAlias}."pgrst_present") as "pgrst_present"`].join(', ')} from (${inner}) as ${rowAlias}) as ${joinAlias} on true`;
      presence = `${joinAlias}."pgrst_present"`;
      for (const name of shaped.names) outputs.push({ expr: `coalesce(${joinAlias}.${ident(name)}, '[]')`, name });
    } else if (item.spread) {
      joinSql = `left join lateral (${inner} limit 1) as ${joinAlias} on true`;
      presence = `${joinAlias}."pgrst_present"`;
      for (const name of shaped.names) {
        const agg = hoist ? this.hoisted?.get(name) : undefined;
        if (!agg) outputs.push({ expr: `${joinAlias}.${ident(name)}`, name });
        else {
          const expr = `${agg.aggregate}(${joinAlias}.${ident(name)})`;
          outputs.push({ expr: agg.cast ? `(${expr})::${this.castType(agg.cast)}` : expr, name: agg.name, hoisted: true });
        }
      }
    } else if (isToOne(rel)) {
      joinSql = `left join lateral (select row_to_json(${rowAlias}) as "body" from (${inner} limit 1) as ${rowAlias}) as ${joinAlias} on true`;
      presence = `${joinAlias}."body"`;
      if (item.select.length > 0) outputs.push({ expr: `${joinAlias}."body"`, name: key });
    } else {
      joinSql = `left join lateral (select json_agg(${rowAlias}) as "body" from (${inner}) as ${rowAlias}) as ${joinAlias} on true`;
      presence = `${joinAlias}."body"`;
      if (item.select.length > 0) outputs.push({ expr: `coalesce(${joinAlias}."body", '[]')`, name: key });
    }
    const join = { sql: joinSql, counted: item.joinType === 'inner' };
    // Beside an aggregate the embed's output is part of the GROUP BY, as in PostgREST, as jsonb
    // (PostgREST's type for embeds): json, which a spread may carry too, has no equality to group by.
    for (const { expr, name, hoisted } of outputs) {
      let column = expr;
      if (aggregated && !hoisted) {
        column = `to_jsonb(${expr})`;
        out.groupBy.push(column);
        join.counted = true;
      }
      out.columns.push(`${column} as ${ident(name)}`);
      out.names.push(name);
    }
    if (item.joinType === 'inner') out.where.push(`${presence} is not null`);
    out.joins.push(join);
    embeds.set(key, { presence, join });
  }

  /**
   * PostgREST hoists the aggregates of a to-one spread (and of the spreads within it) to the level it
   * is spread into: the embeds select the plain values, under generated names, and that level
   * aggregates them.
   */
  private hoistAggregates(items: SelectItem[]): SelectItem[] {
    return items.map((item): SelectItem => {
      if (item.kind === 'embed' && item.spread) return { ...item, select: this.hoistAggregates(item.select) };
      if (item.kind !== 'column' || !item.aggregate) return item;
      const inner = this.alias('pgrst_hoisted_');
      (this.hoisted ??= new Map()).set(inner, { aggregate: item.aggregate, cast: item.aggregateCast, name: item.alias ?? item.aggregate });
      return { kind: 'column', field: item.field, cast: item.cast, alias: inner };
    });
  }

  private joinCondition(parent: Level, child: Level, rel: Relationship): string {
    if (rel.fn) return 'true';
    const p = ident(parent.alias);
    const c = ident(child.alias);
    if (rel.junction) {
      const j = ident(this.alias('j'));
      const conds = [
        ...rel.junction.target.map(([jc, tc]) => `${j}.${ident(jc)} = ${c}.${ident(tc)}`),
        ...rel.junction.origin.map(([jc, oc]) => `${j}.${ident(jc)} = ${p}.${ident(oc)}`),
      ];
      return `exists (select 1 from ${qualified(rel.junction.table)} as ${j} where ${conds.join(' and ')})`;
    }
    return rel.pairs.map(([o, t]) => `${c}.${ident(t)} = ${p}.${ident(o)}`).join(' and ');
  }

  leafSql(level: Level, leaf: Leaf, embeds: Map<string, EmbedRef>): string {
    const embed = leaf.field.path.length === 0 ? embeds.get(leaf.field.name) : undefined;
    if (embed && !level.table.columns.has(leaf.field.name)) {
      const op = leaf.condition.operation;
      if (op.kind !== 'is' || (op.value !== 'null' && op.value !== 'not_null')) throw errors.embedOperator();
      embed.join.counted = true;
      const isNull = (op.value === 'null') !== leaf.condition.negated;
      return `${embed.presence} is ${isNull ? '' : 'not '}null`;
    }
    return this.conditionSql(this.fieldExpr(level, leaf.field), leaf.condition, level.table.columns.get(leaf.field.name)?.typname);
  }

  conditionSql(expr: string, condition: Condition, typname?: string): string {
    const op = condition.operation;
    let sql: string;
    if (op.kind === 'in') {
      sql = op.values.length === 0 ? 'false' : `${expr} = any(${this.params.add(arrayLiteral(op.values))})`;
    } else if (op.kind === 'is') {
      sql = `${expr} is ${op.value === 'not_null' ? 'not null' : op.value}`;
    } else if (op.kind === 'fts') {
      const lang = op.language === undefined ? '' : `${this.params.add(op.language)}::regconfig, `;
      const vector = typname === 'tsvector' ? expr : `to_tsvector(${lang}${expr})`;
      sql = `${vector} @@ ${FTS_OPERATORS[op.op]}(${lang}${this.params.add(op.value)})`;
    } else {
      const wildcard = op.op === 'like' || op.op === 'ilike';
      const value = wildcard ? op.value.replace(/\*/g, '%') : op.value;
      const operator = SIMPLE_OPERATORS[op.op];
      sql = op.quantifier
        ? `${expr} ${operator} ${op.quantifier}(${this.params.add(value)})`
        : `${expr} ${operator} ${this.params.add(value)}`;
    }
    return condition.negated ? `not (${sql})` : sql;
  }

  treeSql(level: Level, tree: Tree, embeds: Map<string, EmbedRef>): string {
    const parts = tree.children.map((child) =>
      child.kind === 'leaf' ? this.leafSql(level, child, embeds) : this.treeSql(level, child, embeds));
    const joined = `(${parts.join(tree.kind === 'and' ? ' and ' : ' or ')})`;
    return tree.negated ? `not ${joined}` : joined;
  }

  orderSql(level: Level, term: OrderTerm): string {
    let expr: string;
    if (term.relation) {
      const rel = resolveRelationship(this.cache, level.table, term.relation);
      if (!isToOne(rel)) throw errors.relatedOrder(level.table.name, term.relation);
      const target: Level = { table: rel.target, alias: this.alias('o'), path: [] };
      const source = rel.fn ? `${qualified(rel.fn)}(${ident(level.alias)})` : qualified(rel.target);
      expr = `(select ${this.fieldExpr(target, term.field)} from ${source} as ${ident(target.alias)} ` +
        `where ${this.joinCondition(level, target, rel)} limit 1)`;
    } else {
      expr = this.fieldExpr(level, term.field);
    }
    return `${expr}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
  }
}
