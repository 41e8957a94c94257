import { errors } from '../errors.ts';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  timezone?: string;
  tx?: 'commit' | 'rollback';
  /** The honoured preferences in request order, for Preference-Applied. */
  applied: string[];
}

// A Map, not an object: a token named after an Object.prototype member (`Prefer: valueOf`) is unknown.
const CHOICES = new Map<string, readonly string[]>([
  ['return', ['minimal', 'representation', 'headers-only']],
  ['count', ['exact', 'planned', 'estimated']],
  ['resolution', ['merge-duplicates', 'ignore-duplicates']],
  ['missing', ['default', 'null']],
  ['handling', ['strict', 'lenient']],
  ['tx', ['commit', 'rollback']],
]);

/**
 * Prefer headers (protocol §2.7): every comma-separated token of every header; per category the first
 * occurrence wins; unknown tokens are ignored unless handling=strict.
 */
export function parsePrefer(headerValues: string[]): Preferences {
  const prefs: Preferences = { applied: [] };
  const invalid: string[] = [];
  const seen = new Set<string>();
  const record = prefs as unknown as Record<string, unknown>;
  for (const header of headerValues) for (const part of header.split(',')) {
    const token = part.trim();
    if (token === '') continue;
    const eq = token.indexOf('=');
    const name = eq < 0 ? token : token.slice(0, eq).trim();
    const value = eq < 0 ? '' : token.slice(eq + 1).trim();
    if (seen.has(name)) continue;
    if (CHOICES.get(name)?.includes(value)) {
      seen.add(name);
      record[name] = value;
      if (name !== 'handling' && name !== 'tx') prefs.applied.push(`${name}=${value}`);
    } else if (name === 'max-affected' && /^\d+$/.test(value)) {
      seen.add(name);
      prefs.maxAffected = Number(value);
    } else if (name === 'timezone' && value !== '') {
      seen.add(name);
      prefs.timezone = value;
    } else {
      invalid.push(token);
    }
  }
  if (prefs.handling === 'strict') {
    prefs.applied.push('handling=strict');
    if (invalid.length > 0) throw errors.strictPreference(invalid);
  }
  return prefs;
}
