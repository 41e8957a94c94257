// What a signed-in visitor sends from a listing's page: a visit request (physical or virtual, on a
// day and at a time in India) and a rental application (move-in date and notes). The rows go
// straight to property_visits and property_applications under row-level security.
import { z } from 'zod';
import { todayIso } from '../dates.ts';
import { blankToUndefined } from './fields.ts';
import {
  MOVE_IN_DATE_IN_PAST,
  MOVE_IN_DATE_REQUIRED,
  NOTES_TOO_LONG,
  VISIT_DATE_IN_PAST,
  VISIT_DATE_REQUIRED,
  VISIT_TIME_REQUIRED,
  VISIT_TYPE_REQUIRED,
} from './messages.ts';

export const VISIT_TYPES = ['physical', 'virtual'] as const;
/** Visit slots on the hour, 9 am to 7 pm India time: '09:00' … '19:00'. */
export const VISIT_TIMES = Array.from({ length: 11 }, (_, index) => `${String(9 + index).padStart(2, '0')}:00`);
export const REQUEST_NOTES_MAX = 1000;

const isoDate = (missing: string) => z.preprocess(blankToUndefined, z.iso.date({ error: missing }));
const notes = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
  z.string().max(REQUEST_NOTES_MAX, NOTES_TOO_LONG).nullable(),
);

/** A visit request; `today` is India's date (a parameter so tests can pin it). */
export function visitRequestSchema(today: string = todayIso()) {
  return z
    .object({
      visit_type: z.enum(VISIT_TYPES, { error: VISIT_TYPE_REQUIRED }),
      date: isoDate(VISIT_DATE_REQUIRED).refine((date) => date >= today, VISIT_DATE_IN_PAST),
      time: z.enum(VISIT_TIMES as [string, ...string[]], { error: VISIT_TIME_REQUIRED }),
      notes,
    })
    .transform(({ date, time, ...rest }) => ({ ...rest, scheduled_date: `${date}T${time}:00+05:30` }));
}

/** A rental application; `today` is India's date. */
export function applicationSchema(today: string = todayIso()) {
  return z.object({
    move_in_date: isoDate(MOVE_IN_DATE_REQUIRED).refine((date) => date >= today, MOVE_IN_DATE_IN_PAST),
    notes,
  });
}

export type VisitRequest = z.output<ReturnType<typeof visitRequestSchema>>;
export type Application = z.output<ReturnType<typeof applicationSchema>>;
