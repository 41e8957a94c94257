import type { Dayjs } from 'dayjs';
import { useTranslate } from 'react-admin';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { fromIsoDate, toIsoDate } from '../dates/india.ts';
import { IndianDatePicker } from './IndianDatePicker.tsx';

export interface IndianDateInputProps<T extends FieldValues> {
  /** The form's field: an ISO date ('2026-11-24'), or `empty` while there is none. */
  source: Path<T>;
  label: string;
  minDate?: Dayjs;
  maxDate?: Dayjs;
  required?: boolean;
  /** What the field holds with no date (or an unfinished one): null, or '' for a text schema. */
  empty?: null | '';
  /** After the form holds a new day: for a field that follows it (an end moved by its start). */
  onDayChange?: (day: Dayjs | null) => void;
}

/**
 * The Indian date picker as a field of a react-admin form: the day the admin picks, or types and
 * leaves, is the form's value, checked by the form's schema (a half-typed year is no date, so the
 * schema says it is missing); the schema's message shows beneath, and the form focuses the date
 * when it is the first field it refuses.
 */
export function IndianDateInput<T extends FieldValues>({
  source,
  label,
  minDate,
  maxDate,
  required,
  empty = null,
  onDayChange,
}: IndianDateInputProps<T>) {
  const translate = useTranslate();
  const { field, fieldState } = useController<T>({ name: source });
  const error = fieldState.error?.message;
  return (
    <IndianDatePicker
      label={label}
      name={field.name}
      required={required}
      value={fromIsoDate(field.value as string | null)}
      minDate={minDate}
      maxDate={maxDate}
      onChange={(day) => {
        // After a first save the form checks the new day at once (react-hook-form's re-validation).
        field.onChange(toIsoDate(day) ?? empty);
        field.onBlur();
        onDayChange?.(day);
      }}
      fieldRef={field.ref}
      error={error && translate(error, { _: error })}
    />
  );
}
