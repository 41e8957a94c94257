import type { Meta, StoryObj } from '@storybook/react-vite';
import { CITY_REQUIRED, CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import { ErrorSummary } from './ErrorSummary.tsx';

// The error summary above the server-rendered portal forms.
const meta = {
  title: 'Site/Portal/Data/ErrorSummary',
  component: ErrorSummary,
  args: { heading: 'Please check the highlighted fields', errors: {}, idPrefix: 'broker' },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

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
