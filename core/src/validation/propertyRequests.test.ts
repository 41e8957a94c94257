import { describe, expect, it } from 'vitest';
import { MOVE_IN_DATE_IN_PAST, NOTES_TOO_LONG, VISIT_DATE_IN_PAST, VISIT_TIME_REQUIRED, VISIT_TYPE_REQUIRED } from './messages.ts';
import { applicationSchema, VISIT_TIMES, visitRequestSchema } from './propertyRequests.ts';

const TODAY = '2026-11-24';
const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('visit request', () => {
  const schema = visitRequestSchema(TODAY);

  it('turns a day and a time into an instant in India', () => {
    expect(schema.parse({ visit_type: 'virtual', date: '2026-11-28', time: '11:00', notes: '  After 11 please ' })).toEqual({
      visit_type: 'virtual',
      scheduled_date: '2026-11-28T11:00:00+05:30',
      notes: 'After 11 please',
    });
    expect(schema.parse({ visit_type: 'physical', date: TODAY, time: '09:00', notes: '' }).notes).toBeNull();
  });

  it.each([
    [{ visit_type: 'drive-by', date: '2026-11-28', time: '11:00' }, VISIT_TYPE_REQUIRED],
    [{ visit_type: 'physical', date: '2026-11-23', time: '11:00' }, VISIT_DATE_IN_PAST],
    [{ visit_type: 'physical', date: '2026-11-28', time: '23:00' }, VISIT_TIME_REQUIRED],
    [{ visit_type: 'physical', date: '2026-11-28', time: '10:00', notes: 'x'.repeat(1001) }, NOTES_TOO_LONG],
  ])('%j → %s', (input, message) => {
    expect(first(schema.safeParse(input))).toBe(message);
  });

  it('offers hourly slots from 9 am to 7 pm', () => {
    expect(VISIT_TIMES[0]).toBe('09:00');
    expect(VISIT_TIMES.at(-1)).toBe('19:00');
  });
});

describe('application', () => {
  it('takes a move-in date from today on, with optional notes', () => {
    expect(applicationSchema(TODAY).parse({ move_in_date: '2026-12-01', notes: '' })).toEqual({ move_in_date: '2026-12-01', notes: null });
    expect(first(applicationSchema(TODAY).safeParse({ move_in_date: '2026-11-01' }))).toBe(MOVE_IN_DATE_IN_PAST);
  });
});
