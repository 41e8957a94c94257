// The one rule for a message's text, as the database's public.is_clean_message keeps it
// (db/migrations/20261206110100): 1 to 2,000 characters, trimmed, and no control character but
// the line break. A browser's textarea sends \r\n, so text is normalised before it is checked.
import './browserZod.ts';
import { z } from 'zod';
import { MESSAGE_NOT_CLEAN, MESSAGE_REQUIRED, MESSAGE_TOO_LONG } from './messages.ts';

/** The longest message, in characters (code points, as PostgreSQL counts them). */
export const MESSAGE_MAX_LENGTH = 2000;

// C0 and C1 control characters but the line feed, DEL, and the Unicode line and paragraph separators.
const CONTROL_BUT_NEWLINE = /(?!\n)[\p{Cc}\u2028\u2029]/u;

/** A message as it is sent: line ends made \n, whitespace at the ends removed: ' Hi\r\nthere ' → 'Hi\nthere'. */
export function normaliseMessage(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** Whether text is a message the database keeps: 'Is it free?' → true, ' Hi' → false, 'a\u0007' → false. */
export function isCleanMessage(text: string): boolean {
  const length = [...text].length;
  return length >= 1 && length <= MESSAGE_MAX_LENGTH && text === text.trim() && !CONTROL_BUT_NEWLINE.test(text);
}

/** The message form's field, normalised then checked: messageBody.parse(' Hi ') → 'Hi'. */
export const messageBody = z
  .string()
  .transform(normaliseMessage)
  .pipe(
    z
      .string()
      .min(1, MESSAGE_REQUIRED)
      .refine((text) => [...text].length <= MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG)
      .refine((text) => !CONTROL_BUT_NEWLINE.test(text), MESSAGE_NOT_CLEAN),
  );
