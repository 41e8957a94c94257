import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Dayjs } from 'dayjs';
import { useState, type ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { fromIsoDate } from '../dates/india.ts';
import { IndianDatePicker } from './IndianDatePicker.tsx';

type Props = ComponentProps<typeof IndianDatePicker>;

/** The picker holding what is typed or picked, as the dialog's state does. */
function Controlled(args: Props) {
  const [value, setValue] = useState<Dayjs | null>(args.value);
  return (
    <IndianDatePicker
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Backoffice/ShadowBalancing/IndianDatePicker',
  component: IndianDatePicker,
  args: { label: 'Start Date', value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof IndianDatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Empty: Story = {};

/** A day shown as DD/MM/YYYY. */
export const WithValue: Story = { args: { value: fromIsoDate('2026-11-24') } };

/** An end date between its start and a limit: days outside are not offered. */
export const WithLimits: Story = {
  args: {
    label: 'End Date (Max 6 months)',
    value: fromIsoDate('2026-12-01'),
    minDate: fromIsoDate('2026-11-24') ?? undefined,
    maxDate: fromIsoDate('2026-12-05') ?? undefined,
  },
};

/** A day the form refuses, with its message. */
export const WithError: Story = {
  args: { value: fromIsoDate('2026-11-01'), error: 'Start date cannot be earlier than today' },
};
