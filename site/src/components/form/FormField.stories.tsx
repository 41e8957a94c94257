import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './FormField.tsx';

const meta = {
  title: 'Site/Form/FormField',
  component: FormField,
  args: {
    idPrefix: 'story',
    name: 'email',
    label: 'Email',
    children: (props) => <input {...props} type="email" defaultValue="meera.iyer@example.in" />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A required field with its label. */
export const Default: Story = { args: { required: true } };

/** A hint under the label. */
export const WithHint: Story = { args: { name: 'phone', label: 'Phone (optional)', hint: 'For example +91 98765 43210', children: (props) => <input {...props} type="tel" /> } };

/** Sent back with an error: the control is marked invalid and described by the message. */
export const WithError: Story = { args: { error: 'Enter a valid email address', children: (props) => <input {...props} type="email" defaultValue="meera@" /> } };
