import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import { useState, type FocusEvent } from 'react';
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

/**
 * A date picker on the Indian calendar, showing dates as DD/MM/YYYY. A day picked in the calendar
 * is passed on at once, a typed one when the field is left: every keystroke before the last makes
 * another valid date (typing 15 gives the 1st first, typing 2027 the years 2, 20 and 202), which
 * the form would act on (moving an end date) or keep as the value.
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
    if (typing && !event.currentTarget.contains(event.relatedTarget as Node | null)) pass(draft);
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-in">
      <DatePicker
        label={field.label}
        name={field.name}
        value={draft}
        onChange={(next, context) => {
          setDraft(next);
          if (context.source === 'view') pass(next);
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
