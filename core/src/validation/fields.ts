// Field building blocks shared by the form schemas: inputs arrive as strings from HTML forms.
import './browserZod.ts';
import { z } from 'zod';
import { parseRupees } from '../money.ts';
import { charLength, withinAYearOfToday } from './limits.ts';
import { CONTROL_CHARACTERS, NOT_A_NUMBER, NOT_AN_AMOUNT } from './messages.ts';
import { hasControlCharacter } from './names.ts';

/** '' / whitespace / null → undefined, so that defaults and "required" apply to blank inputs. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

// Amounts arrive grouped as people write them ('12,00,000'); Number() would read NaN there, which
// the profile's coercion turns into null, erasing what was typed.
function toNumber(value: unknown): unknown {
  const v = blankToUndefined(value);
  return typeof v === 'string' ? parseRupees(v) : v;
}

/** A number typed in a text box; blank is `missing`, anything unparsable is `invalid`. */
export function numberField(missing: string, invalid: string = NOT_A_NUMBER) {
  return z.preprocess(
    toNumber,
    z.number({ error: (issue) => (issue.input === undefined ? missing : invalid) }).refine(Number.isFinite, invalid),
  );
}

/** A number that falls back to `fallback` when blank: ('', 8) → 8. */
export function numberWithDefault(fallback: number, invalid: string = NOT_A_NUMBER) {
  return z.preprocess(toNumber, z.number({ error: invalid }).refine(Number.isFinite, invalid).default(fallback));
}

/** Blank or unparsable becomes null (profile coercion of spec 5): 'abc' → null, '12' → 12. */
export const numberOrNull = z.preprocess((value) => {
  const v = toNumber(value);
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}, z.number().nullable());

/**
 * Like numberOrNull, but a typed number must also satisfy `check` (else `message`):
 * boundedNumberOrNull((n) => n >= 0, 'x') turns '-5' into an error, 'abc' into null.
 */
export function boundedNumberOrNull(check: (value: number) => boolean, message: string) {
  return numberOrNull.refine((value) => value === null || check(value), message);
}

/** Trimmed text; blank becomes null. */
export const textOrNull = z.preprocess(
  (value) => {
    const v = blankToUndefined(value);
    return typeof v === 'string' ? v.trim() : (v ?? null);
  },
  z.string().nullable(),
);

/** An ISO calendar date 'YYYY-MM-DD' that exists (no 30 Feb). */
export function isValidIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Required ISO date: blank → `missing`, '2027-02-30' → `invalid`. */
export function date(missing: string, invalid: string) {
  return z.preprocess(blankToUndefined, z.string({ error: missing }).refine(isValidIsoDate, invalid));
}

/** Optional ISO date: blank → null. */
export function dateOrNull(invalid: string) {
  return z.preprocess(
    (v) => blankToUndefined(v) ?? null,
    z.string().refine(isValidIsoDate, invalid).nullable(),
  );
}

/** A whole-rupee range and the message for anything outside it (paise included). */
export interface RupeeRange {
  min: number;
  max: number;
  message: string;
}

function toRupees(value: unknown): unknown {
  const v = blankToUndefined(value);
  return typeof v === 'string' ? parseRupees(v) : v;
}

const inRange = (range: RupeeRange) => (n: number) => Number.isInteger(n) && n >= range.min && n <= range.max;
const amount = (missing: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? missing : NOT_AN_AMOUNT) });

/** An amount typed in a text box, en-IN grouping understood, without a range: '12,00,000' → 1200000, '1e3' → an error. */
export function rupees(missing: string) {
  return z.preprocess(toRupees, amount(missing));
}

/** Whole rupees within `range`: '12,00,000' → 1200000; '1.50' and '1e3' are errors. */
export function rupeesField(range: RupeeRange, missing: string) {
  return rupees(missing).refine(inRange(range), range.message);
}

/** Whole rupees, `fallback` when blank: ('', 0) → 0. */
export function rupeesWithDefault(range: RupeeRange, fallback: number) {
  return z.preprocess((v) => toRupees(v) ?? fallback, amount(NOT_AN_AMOUNT).refine(inRange(range), range.message));
}

/** Whole rupees or null when blank. */
export function rupeesOrNull(range: RupeeRange) {
  return z.preprocess((v) => toRupees(v) ?? null, amount(NOT_AN_AMOUNT).refine(inRange(range), range.message).nullable());
}

/** Trimmed text of at most `max` characters; blank becomes null. */
export function boundedTextOrNull(max: number, tooLong: string) {
  return textOrNull.refine((v) => v === null || charLength(v) <= max, tooLong);
}

/** Required trimmed text of at most `max` characters. */
export function boundedText(max: number, missing: string, tooLong: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : blankToUndefined(v)),
    z.string({ error: missing }).refine((v) => charLength(v) <= max, tooLong),
  );
}

/**
 * A required name, title or search name (names.ts, the database's public.is_clean_name): trimmed,
 * at most `max` characters, no tab, line break or other control character inside.
 */
export function nameText(max: number, missing: string, tooLong: string) {
  return boundedText(max, missing, tooLong).refine((v) => !hasControlCharacter(v), CONTROL_CHARACTERS);
}

/** An optional name: as nameText, blank becomes null. */
export function nameTextOrNull(max: number, tooLong: string) {
  return boundedTextOrNull(max, tooLong).refine((v) => v === null || !hasControlCharacter(v), CONTROL_CHARACTERS);
}

/** Optional ISO date within a year of India's today: blank → null, '2001-01-01' → `outside`. */
export function nearDateOrNull(invalid: string, outside: string) {
  return dateOrNull(invalid).refine((v) => v === null || withinAYearOfToday(v), outside);
}
