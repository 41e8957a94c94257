import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary } from './ErrorSummary.tsx';

const meta = {
  title: 'Site/Form/ErrorSummary',
  component: ErrorSummary,
  args: { heading: 'Please check the form', message: 'Some fields need your attention.' },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Field errors, each linking to its field. */
export const FieldErrors: Story = {
  args: { fields: [['auth-email', 'Enter a valid email address'], ['auth-password', 'Password must be at least 6 characters']] },
};

/** A problem with the whole form and no field to point at. */
export const FormError: Story = { args: { message: 'Too many attempts. Please wait a few minutes and try again.' } };
