import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTACT_PHONE_INVALID } from '@rentals/core/validation/messages';
import { FormField } from './FormField.tsx';

// The labelled field of every site form: public pages, portal pages and islands.
const meta = {
  title: 'Site/Form/FormField',
  component: FormField,
  args: {
    id: 'story-email',
    name: 'email',
    label: 'Email',
    children: (props) => <input {...props} type="email" />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An optional field, empty: only its label. */
export const Empty: Story = {};

/** A hint under the label. */
export const WithHint: Story = {
  args: {
    id: 'story-phone',
    name: 'phone',
    label: 'Mobile number (optional)',
    hint: 'For example +91 98765 43210',
    children: (props) => <input {...props} type="tel" />,
  },
};

/** Sent back with an error: the hint stays, the control is marked invalid and described by both. */
export const WithError: Story = {
  args: {
    ...WithHint.args,
    error: CONTACT_PHONE_INVALID,
    children: (props) => <input {...props} type="tel" defaultValue="after six" />,
  },
};

/** A required field: the control itself is required, so the browser and screen readers say so. */
export const Required: Story = {
  args: { required: true, children: (props) => <input {...props} type="email" defaultValue="meera.iyer@example.in" /> },
};

/** A required field of a form that explains `*` above it (the managed-rental form). */
export const RequiredWithMark: Story = {
  args: { ...Required.args, requiredMark: true },
};

/** A field that cannot be changed now. */
export const Disabled: Story = {
  args: { disabled: true, children: (props) => <input {...props} type="email" defaultValue="meera.iyer@example.in" /> },
};

/** A portal form's field (portal.css), wrapping a control that names itself, as islands build them. */
export const PortalWithElement: Story = {
  args: {
    id: 'listing-rent',
    name: undefined,
    label: 'Rent per month (₹)',
    hint: 'Whole rupees, e.g. 28000',
    error: 'Rent must be a positive number',
    look: 'portal',
  },
  render: (args) => (
    <FormField {...args}>
      <input name="rent" type="text" inputMode="numeric" defaultValue="-5" />
    </FormField>
  ),
};
