// The one rule for a name, a title or a search name, as the database's public.is_clean_name keeps
// it (db/migrations/20261205110400): trimmed of every whitespace (JavaScript's trim removes the
// characters public.trim_whitespace does), and without control characters or line breaks.

// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Whether text holds a control character or a line break: 'Ravi\tKumar' → true, 'Ravi Kumar' → false. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** Whether a name is kept as people read it: ' Ravi' → false, 'Ra\nvi' → false, '' → false, 'रवि' → true. */
export function isCleanName(text: string): boolean {
  return text !== '' && text === text.trim() && !hasControlCharacter(text);
}
