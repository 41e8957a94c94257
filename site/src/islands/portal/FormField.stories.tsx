import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './FormField.tsx';

// The listing form's field: the island's own, since it renders in the browser with its state.
const meta = {
  title: 'Site/Portal/Islands/FormField',
  component: FormField,
  args: {
    id: 'listing-title',
    label: 'Title',
    children: <input name="title" type="text" defaultValue="2 BHK with balcony in Baner" />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    id: 'listing-rent',
    label: 'Rent per month (₹)',
    hint: 'Whole rupees, e.g. 28000',
    children: <input name="rent" type="text" inputMode="numeric" />,
  },
};

/** The hint stays under the control and the error follows it; both are read out with it. */
export const WithError: Story = {
  args: {
    ...WithHint.args,
    error: 'Rent must be a positive number',
    children: <input name="rent" type="text" inputMode="numeric" defaultValue="-5" />,
  },
};
