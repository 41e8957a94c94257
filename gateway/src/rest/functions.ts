import { errors } from '../errors.ts';
import type { DbFunction, FunctionArg } from './schemaCache.ts';
import { distance } from './tables.ts';

/** A function whose only parameter is an unnamed json/jsonb: it receives the whole body. */
export const isJsonArg = (f: DbFunction): boolean =>
  f.args.length === 1 && f.args[0]?.name === '' && /^jsonb?$/.test(f.args[0].type);

/** PostgREST's way of writing a candidate: `public.f(a => integer, b => text)`, `public.f( => text)`. */
function signature(f: DbFunction): string {
  return `${f.schema}.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;
}

/** Candidates in PostgREST's order: parameter lists compared name by name, then type by type. */
function compareArgs(a: FunctionArg[], b: FunctionArg[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const x = a[i] as FunctionArg;
    const y = b[i] as FunctionArg;
    if (x.name !== y.name) return x.name < y.name ? -1 : 1;
    if (x.type !== y.type) return x.type < y.type ? -1 : 1;
  }
  return a.length - b.length;
}

/**
 * Overload resolution by argument names (protocol §2.11): a candidate takes every given name and
 * gets every parameter without a default. An unnamed parameter is named `""` (postgrest-js sends
 * `{"": value}`). Several candidates are PGRST203 listing them; none falls back to a function
 * whose single unnamed json parameter takes the whole body, else PGRST202.
 */
export function chooseFunction(
  candidates: DbFunction[],
  schema: string,
  name: string,
  given: string[],
  hasBody: boolean,
  allNames: Iterable<string>,
): DbFunction {
  const matches = candidates.filter((f) =>
    given.every((g) => f.args.some((a) => a.name === g)) &&
    f.args.every((a) => a.hasDefault || given.includes(a.name)) && !isJsonArg(f));
  if (matches.length === 1) return matches[0] as DbFunction;
  if (matches.length > 1) {
    throw errors.ambiguousFunction([...matches].sort((a, b) => compareArgs(a.args, b.args)).map(signature));
  }
  const jsonFn = candidates.find(isJsonArg);
  if (jsonFn && (hasBody || given.length > 0)) return jsonFn;
  throw errors.functionNotFound(schema, name, [...given].sort(), nearest(name, allNames));
}

/** A near function name for the PGRST202 hint, as PostgREST's fuzzy search offers one. */
function nearest(name: string, names: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(3, Math.floor(name.length / 4)) + 1;
  for (const candidate of names) {
    if (candidate === name) continue;
    const d = distance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
