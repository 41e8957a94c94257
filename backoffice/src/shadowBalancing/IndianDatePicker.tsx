import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import { INDIAN_DATE_FORMAT, INDIA_TIME_ZONE } from '../dates/india.ts';

interface Props {
  label: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  minDate?: Dayjs;
  maxDate?: Dayjs;
  error?: string;
}

/** A date picker on the Indian calendar and clock, showing dates as DD/MM/YYYY. */
export function IndianDatePicker({ label, value, onChange, minDate, maxDate, error }: Props) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-in">
      <DatePicker
        label={label}
        value={value}
        onChange={onChange}
        minDate={minDate}
        maxDate={maxDate}
        timezone={INDIA_TIME_ZONE}
        format={INDIAN_DATE_FORMAT}
        slotProps={{ textField: { fullWidth: true, error: Boolean(error), helperText: error } }}
      />
    </LocalizationProvider>
  );
}
