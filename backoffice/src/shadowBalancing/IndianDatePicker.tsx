import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  fromPickerDay,
  INDIAN_DATE_FORMAT,
  settledDate,
  toIsoDate,
  toPickerDay,
} from '../dates/india.ts';

interface Props {
  label: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  minDate?: Dayjs;
  maxDate?: Dayjs;
  error?: string;
  required?: boolean;
  name?: string;
  /** The form's ref: focusing it puts the cursor in the date, as a form does with its first error. */
  fieldRef?: (instance: { focus: () => void } | null) => void;
}

/** Whether a key went to the field's last part, the year of DD/MM/YYYY. */
function inLastPart(event: KeyboardEvent<HTMLElement>): boolean {
  const parts = event.currentTarget.querySelectorAll('[role="spinbutton"]');
  return parts.length > 0 && parts[parts.length - 1] === event.target;
}

/**
 * A date picker on the Indian calendar, showing dates as DD/MM/YYYY. A day picked in the calendar
 * is passed on at once. A typed one is passed on by the keystroke that completes it, the year's
 * fourth digit (or a change of the year with the arrows), and otherwise by Enter or by leaving the
 * field, whichever comes first: Enter submits the form, which must hold the date shown. Keystrokes
 * in the day and month are not passed on by themselves, since each makes another valid date on the
 * way (typing 15 gives the 1st first; typing 15042027 over a date gives 15 of the old month, then
 * April of the old year) which the form would act on (moving an end date); nor is a year of fewer
 * than four digits (2, 20 and 202 on the way to 2027).
 */
export function IndianDatePicker({
  value,
  onChange,
  minDate,
  maxDate,
  error,
  fieldRef,
  ...field
}: Props) {
  const [draft, setDraft] = useState(() => toPickerDay(value));
  const [outside, setOutside] = useState(toIsoDate(value));
  const [typing, setTyping] = useState(false);
  // The latest typed entry, for Enter, and whether the last key went to the year.
  const typed = useRef(draft);
  const yearKey = useRef(false);
  // The form changed the value itself (an end moved by its start): show it.
  if (toIsoDate(value) !== outside) {
    setOutside(toIsoDate(value));
    setDraft(toPickerDay(value));
    setTyping(false);
  }
  const pass = (next: Dayjs | null) => {
    const day = settledDate(fromPickerDay(next));
    setTyping(false);
    setOutside(toIsoDate(day));
    onChange(day);
  };
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (typing && !event.currentTarget.contains(event.relatedTarget as Node | null)) pass(typed.current);
  };
  // Runs before the field's own handling, so the form holds the date before Enter submits it.
  const key = (event: KeyboardEvent<HTMLElement>) => {
    yearKey.current = inLastPart(event);
    if (event.key === 'Enter' && typing) pass(typed.current);
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-in">
      <DatePicker
        label={field.label}
        name={field.name}
        value={draft}
        onChange={(next, context) => {
          setDraft(next);
          typed.current = next;
          const settled = settledDate(fromPickerDay(next));
          if (context.source === 'view' || (yearKey.current && settled?.isValid())) pass(next);
          else setTyping(true);
        }}
        minDate={toPickerDay(minDate) ?? undefined}
        maxDate={toPickerDay(maxDate) ?? undefined}
        timezone="UTC"
        format={INDIAN_DATE_FORMAT}
        slotProps={{
          textField: {
            fullWidth: true,
            required: field.required,
            error: Boolean(error),
            helperText: error,
            onBlur: leave,
            onKeyDown: key,
            ref: (root: HTMLElement | null) =>
              fieldRef?.(
                root && {
                  focus: () =>
                    root.querySelector<HTMLElement>('[role="spinbutton"], input:not([aria-hidden])')?.focus(),
                },
              ),
          },
        }}
      />
    </LocalizationProvider>
  );
}
