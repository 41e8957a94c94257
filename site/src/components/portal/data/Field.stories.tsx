import type { Meta, StoryObj } from '@storybook/react-vite';
import { CITY_REQUIRED, CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import { ErrorSummary, Field } from './Field.tsx';

// The labelled field of the server-rendered portal forms, and the error summary above them.
const meta = {
  title: 'Site/Portal/Data/Field',
  component: Field,
  args: {
    id: 'story-name',
    name: 'name',
    label: 'Full name',
    required: true,
    children: (props) => <input {...props} type="text" defaultValue="Rohan Kulkarni" />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A required field with its label. */
export const Default: Story = {};

/** An optional field with a hint under its label. */
export const WithHint: Story = {
  args: {
    id: 'story-phone',
    name: 'phone',
    label: 'Mobile number',
    required: false,
    hint: 'We call this number about leads and payouts, e.g. +91 98765 43210.',
    children: (props) => <input {...props} type="tel" />,
  },
};

/** Sent back with an error: the hint stays, the control is marked invalid. */
export const WithError: Story = {
  args: {
    ...WithHint.args,
    error: CONTACT_PHONE_INVALID,
    children: (props) => <input {...props} type="tel" defaultValue="after six" />,
  },
};

/** The errors of a form, each a link to its field. */
export const Summary: Story = {
  render: () => (
    <ErrorSummary
      heading="Please check the highlighted fields"
      errors={{ phone: CONTACT_PHONE_INVALID, city: CITY_REQUIRED, name: undefined }}
      idPrefix="broker"
    />
  ),
};

/** A form without errors has no summary. */
export const SummaryWithoutErrors: Story = {
  parameters: { rendersNothing: true },
  render: () => (
    <ErrorSummary heading="Please check the highlighted fields" errors={{}} idPrefix="broker" />
  ),
};
