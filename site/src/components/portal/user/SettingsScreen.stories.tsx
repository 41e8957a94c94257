import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../../i18n/t.ts';
import { pressSubmit, stayOnPage } from '../../../testing/storySupport.tsx';
import { SETTINGS_KEYS } from './settingsTexts.ts';
import { SettingsScreen } from './SettingsScreen.tsx';

const t = translator('en');

const meta = {
  title: 'Site/Portal/User/SettingsScreen',
  component: SettingsScreen,
  decorators: [stayOnPage],
  args: { email: 'neha@example.in', texts: pick(t, SETTINGS_KEYS) },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The auth server refused the current password. */
export const WrongCurrentPassword: Story = { args: { errors: { current_password: t('user.settings.wrongCurrent') } } };

/** Sent back by the server: a short new password typed differently twice. */
export const Invalid: Story = {
  args: { errors: { password: t('validation.passwordTooShort'), confirm_password: t('serverForms.validation.newPasswordsDiffer') } },
};

/** Checked in the browser before posting: nothing typed yet. */
export const ClientErrors: Story = { play: pressSubmit };

/** An email change waits for its two links. */
export const EmailChangePending: Story = { args: { emailChange: { pending: 'neha.sharma@example.co.in' } } };

/** Nothing prefilled: a password form is typed in (the tests type into it). */
export const Filled: Story = {};

/** Typed in and valid, then sent: the button says so and cannot be pressed again. */
export const Submitting: Story = {
  play: async (context) => {
    const type = (id: string, value: string) => {
      const input = context.canvasElement.querySelector<HTMLInputElement>(`#${id}`);
      if (!input) return;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('settings-current_password', 'Meera@2026');
    type('settings-password', 'Meera@2027');
    type('settings-confirm_password', 'Meera@2027');
    await pressSubmit(context);
  },
};
