import crypto from 'node:crypto';

/**
 * Deterministic randomness for the seed: a small-state generator (sfc32) seeded from a string, and
 * ids derived by hashing, so the same seed always yields the same rows, in TypeScript and in SQL.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    const h = crypto.createHash('sha256').update(seed).digest();
    this.a = h.readUInt32LE(0);
    this.b = h.readUInt32LE(4);
    this.c = h.readUInt32LE(8);
    this.d = h.readUInt32LE(12);
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight from [value, weight] pairs. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, w] of items) {
      roll -= w;
      if (roll < 0) return value;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  }

  /** Rupee amount in [min, max] rounded to a step (both ends multiples of the step). */
  money(min: number, max: number, step = 500): number {
    return Math.round((min + this.next() * (max - min)) / step) * step;
  }
}

/** A stable uuid for the n-th thing of a kind: md5(seed:kind:n), the same formula the SQL side uses. */
export function seedUuid(seed: string, kind: string, n: number | string): string {
  const hex = crypto.createHash('md5').update(`${seed}:${kind}:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A bcrypt salt ('$2a$10$' + 22 characters) derived from a label, so hashes are reproducible.
 * The last character only carries two bits, so it is one of the four canonical ones.
 */
export function bcryptSalt(seed: string, label: string): string {
  const bytes = crypto.createHash('sha256').update(`${seed}:salt:${label}`).digest();
  let out = '';
  for (let i = 0; i < 21; i++) out += BCRYPT_ALPHABET[(bytes[i] as number) % 64];
  out += '.Oeu'[(bytes[21] as number) % 4];
  return `$2a$10$${out}`;
}
