// Core's English validation messages as the detail area's catalogue keys, so islands speak the
// page's language.
import {
  MOVE_IN_DATE_REQUIRED,
  NOTES_TOO_LONG,
  VISIT_DATE_IN_PAST,
  VISIT_DATE_REQUIRED,
  VISIT_TIME_REQUIRED,
  VISIT_TYPE_REQUIRED,
} from '@rentals/core/validation/messages';

// MOVE_IN_DATE_IN_PAST reads the same as VISIT_DATE_IN_PAST, so one entry serves both.
export const REQUEST_ERROR_KEYS = {
  [VISIT_TYPE_REQUIRED]: 'detail.error.visitTypeRequired',
  [VISIT_DATE_REQUIRED]: 'detail.error.dateRequired',
  [VISIT_DATE_IN_PAST]: 'detail.error.dateInPast',
  [VISIT_TIME_REQUIRED]: 'detail.error.timeRequired',
  [MOVE_IN_DATE_REQUIRED]: 'detail.error.moveInRequired',
  [NOTES_TOO_LONG]: 'detail.error.notesTooLong',
} as const;

const UNKNOWN = 'detail.error.checkField';

export type RequestErrorKey = (typeof REQUEST_ERROR_KEYS)[keyof typeof REQUEST_ERROR_KEYS] | typeof UNKNOWN;

/** Field → catalogue key of the first message per field of a failed check. */
export function requestFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, RequestErrorKey> {
  const errors: Record<string, RequestErrorKey> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    errors[field] ??= REQUEST_ERROR_KEYS[issue.message as keyof typeof REQUEST_ERROR_KEYS] ?? UNKNOWN;
  }
  return errors;
}
