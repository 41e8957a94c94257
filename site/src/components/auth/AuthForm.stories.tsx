import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../i18n/t.ts';
import { AuthForm } from './AuthForm.tsx';
import { AUTH_FORM_KEYS } from './authFormTexts.ts';

const en = translator('en');
const hi = translator('hi');

const meta = {
  title: 'Site/Auth/AuthForm',
  component: AuthForm,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { mode: 'signin', texts: pick(en, AUTH_FORM_KEYS), action: '/auth', label: 'Sign in' },
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign in, as /auth first shows it. */
export const SignIn: Story = {};

/** Create an account: name and an optional mobile number. */
export const SignUp: Story = { args: { mode: 'signup', action: '/auth?mode=signup', label: 'Create your account' } };

/** Ask for a password reset link. */
export const Forgot: Story = { args: { mode: 'forgot', action: '/auth?mode=forgot', label: 'Reset your password' } };

/** Choose a new password after following the emailed link. */
export const Reset: Story = { args: { mode: 'reset', action: '/auth/reset', label: 'Choose a new password' } };

/** Sent back after a wrong password: the email is kept, the message sits next to the password. */
export const WrongPassword: Story = {
  args: { values: { email: 'meera.iyer@example.in' }, errors: { password: en('auth.error.invalidCredentials') } },
};

/** Sign-up sent back with a message next to each wrong field. */
export const SignUpErrors: Story = {
  args: {
    mode: 'signup',
    label: 'Create your account',
    values: { full_name: '', phone: 'after six', email: 'meera@' },
    errors: {
      full_name: en('auth.error.fullNameRequired'),
      phone: en('auth.error.phoneInvalid'),
      email: en('auth.error.invalidEmail'),
      password: en('auth.error.passwordTooShort'),
    },
  },
};

/** The sign-in service could not be reached: the whole form is concerned. */
export const ServiceError: Story = {
  args: { values: { email: 'meera.iyer@example.in' }, formError: en('auth.error.unavailable') },
};

/** Hindi, with an error. */
export const Hindi: Story = {
  args: { texts: pick(hi, AUTH_FORM_KEYS), label: hi('auth.heading.signin'), errors: { password: hi('auth.error.invalidCredentials') } },
};

/** Sign in (or up) with a mobile number: a code is texted to it. */
export const Phone: Story = { args: { mode: 'phone', action: '/auth?mode=phone', label: 'Sign in with your mobile' } };

/** The code step: the number goes back with the code. */
export const PhoneCode: Story = {
  args: { mode: 'phoneCode', action: '/auth?mode=phone', label: 'Enter the code', phone: '+919876543210' },
};

/** A wrong or expired code: the message sits next to the code, the number is kept. */
export const PhoneCodeWrong: Story = {
  args: { ...PhoneCode.args, errors: { token: en('auth.error.codeInvalid') } },
};

/** A number that is not an Indian mobile. */
export const PhoneInvalid: Story = {
  args: { ...Phone.args, values: { phone: '+44 7700 900123' }, errors: { phone: en('auth.error.mobileInvalid') } },
};

/** The code step in Hindi. */
export const PhoneCodeHindi: Story = {
  args: { ...PhoneCode.args, texts: pick(hi, AUTH_FORM_KEYS), label: hi('auth.heading.phoneCode') },
};
