import type { Meta, StoryObj } from '@storybook/react-vite';
import { INVALID_EMAIL } from '@rentals/core/validation/messages';
import { Form } from 'react-admin';
import type { ConsoleLocale } from '../i18n/i18nProvider.ts';
import { StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { LoginField } from './LoginField.tsx';

/** Every check refuses the email with core's message, as the sign-in schema does for a bad address. */
const refuseEmail = () => ({ values: {}, errors: { email: { type: 'format', message: INVALID_EMAIL } } });

const meta = {
  title: 'Backoffice/Login/LoginField',
  component: LoginField,
  args: { source: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  parameters: { locale: 'en', refused: false, email: '' },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin locale={parameters.locale as ConsoleLocale}>
        <Form
          noValidate
          defaultValues={{ email: parameters.email as string }}
          resolver={parameters.refused ? refuseEmail : undefined}
          disableInvalidFormNotification
        >
          <div style={{ maxWidth: 360 }}>
            <Story />
            <button type="submit">Sign in</button>
          </div>
        </Form>
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof LoginField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { parameters: { email: 'admin@demo.rentals.in' } };

/** Sign in pressed with an address the schema refuses: the message beside the field, which gets the cursor. */
export const Refused: Story = { parameters: { refused: true, email: 'admin@' } };

/** The same refusal for an admin who reads the console in Hindi. */
export const RefusedInHindi: Story = { parameters: { refused: true, email: 'admin@', locale: 'hi' } };

export const Password: Story = {
  args: { source: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
};
