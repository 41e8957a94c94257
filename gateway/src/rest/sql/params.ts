import { errors } from '../../errors.ts';

/** Quotes an identifier that was validated against the schema cache (or an output alias). */
export function ident(name: string): string {
  if (name.includes('\0')) throw errors.parse('identifier', name.replace(/\0/g, ''), 'unexpected NUL character');
  return `"${name.includes('"') ? name.replace(/"/g, '""') : name}"`;
}

/** `"schema"."name"` for a relation or function of an exposed schema. */
export function qualified(object: { schema: string; name: string }): string {
  return `${ident(object.schema)}.${ident(object.name)}`;
}

/**
 * Bound parameters of one statement. Values travel untyped (OID 0, like PostgREST's unknown literals),
 * so PostgreSQL coerces them to the column's type.
 */
export class Params {
  readonly values: Array<string | number | null> = [];

  add(value: string | number | null): string {
    if (typeof value === 'string' && value.includes('\0')) {
      throw errors.parse('value', value.replace(/\0/g, ''), 'unexpected NUL character');
    }
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A PostgreSQL array literal `{"a","b"}` with every element quoted and escaped. */
export function arrayLiteral(items: string[]): string {
  return `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
