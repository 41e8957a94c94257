import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTACT_EMAIL_LIMIT, CONTACT_PHONE_INVALID, CONTACT_TOO_FAST, INVALID_EMAIL, NAME_REQUIRED } from '@rentals/core/validation/messages';
import { pick, translator } from '../../i18n/t.ts';
import { ContactForm } from './ContactForm.tsx';
import { CONTACT_FORM_KEYS } from './contactFormTexts.ts';

const filled = {
  name: 'Meera Iyer',
  email: 'meera.iyer@example.in',
  phone: '+91 98765 43210',
  topic: 'guaranteed_lease',
  message: 'We own a 3 BHK in Whitefield and would like to know how the guaranteed lease works.',
};

const meta = {
  title: 'Site/Contact/ContactForm',
  component: ContactForm,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    texts: pick(translator('en'), CONTACT_FORM_KEYS),
    action: '/contact/submit',
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form as /contact serves it. */
export const Default: Story = {};

/** Sent back by the server with a message next to each wrong field and the values kept. */
export const FieldErrors: Story = {
  args: {
    values: { ...filled, name: '', email: 'meera.iyer@', phone: 'after six' },
    errors: { name: NAME_REQUIRED, email: INVALID_EMAIL, phone: CONTACT_PHONE_INVALID },
    fillSeconds: 24,
  },
};

/** The hourly limit for the email address was reached. */
export const LimitReached: Story = {
  args: { values: filled, formError: CONTACT_EMAIL_LIMIT, fillSeconds: 31 },
};

/** Sent within seconds of opening the page. */
export const TooFast: Story = {
  args: { values: filled, formError: CONTACT_TOO_FAST, fillSeconds: 1 },
};

/** The enquiry service did not answer. */
export const ServiceError: Story = {
  args: { values: filled, formError: translator('en')('contact.form.failed', { email: 'support@rentals.in' }) },
};

/** In Hindi where the contact texts have a translation, English elsewhere. */
export const Hindi: Story = {
  args: { texts: pick(translator('hi'), CONTACT_FORM_KEYS) },
};
