// Pseudo-random numbers in SQL that depend only on (seed, kind, row number), so set-based inserts
// are as deterministic as the TypeScript generator: one sha512 per row gives 64 random bytes.

/**
 * Lateral subquery yielding `h`, the row's 64 random bytes. `offset 0` keeps the planner from
 * inlining it, which would recompute the hash for every byte read.
 */
export function rowHash(seedParam: string, kind: string, rowExpr: string): string {
  return `cross join lateral (select sha512(convert_to(${seedParam} || ':${kind}:' || ${rowExpr}, 'UTF8')) as h offset 0) as x`;
}

/** Select-list items u0..u(count-1): uniform in [0, 1) from consecutive byte pairs of h. */
export function uniforms(count: number, from = 0): string {
  return Array.from({ length: count }, (_, i) => {
    const b = from + 2 * i;
    return `((get_byte(x.h, ${b}) << 8) | get_byte(x.h, ${b + 1})) / 65536.0::float8 as u${i}`;
  }).join(',\n    ');
}

/** A SQL case choosing a label by cumulative weight: mix [['a', .8], ['b', .2]] → case when u < 0.8 then 'a' else 'b' end. */
export function weightedCase(u: string, mix: readonly (readonly [string | number, number])[]): string {
  const total = mix.reduce((sum, [, w]) => sum + w, 0);
  let acc = 0;
  const parts = mix.slice(0, -1).map(([value, w]) => {
    acc += w / total;
    return `when ${u} < ${acc.toFixed(6)} then ${literal(value)}`;
  });
  const last = (mix[mix.length - 1] as readonly [string | number, number])[0];
  return `case ${parts.join(' ')} else ${literal(last)} end`;
}

function literal(value: string | number): string {
  return typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;
}
