import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../../i18n/t.ts';
import { pressSubmit, stayOnPage } from '../../../testing/storySupport.tsx';
import { SETTINGS_KEYS } from './settingsTexts.ts';
import { EmailChangeForm } from './EmailChangeForm.tsx';

const t = translator('en');

const meta = {
  title: 'Site/Portal/User/EmailChangeForm',
  component: EmailChangeForm,
  decorators: [stayOnPage],
  args: { email: 'neha@example.in', texts: pick(t, SETTINGS_KEYS) },
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current address and an empty form. */
export const Default: Story = {};

/** A change asked for: the email stays until both emailed links are opened. */
export const Pending: Story = { args: { pending: 'neha.sharma@example.co.in' } };

/** Sent back by the server: another account has the address. */
export const Taken: Story = { args: { value: 'ravi@example.in', error: t('user.settings.emailTaken') } };

/** Checked in the browser before posting: an address the auth server would refuse. */
export const ClientErrors: Story = {
  play: async (context) => {
    const input = context.canvasElement.querySelector<HTMLInputElement>('#settings-email');
    if (input) input.value = 'vv:;v@v.v';
    await pressSubmit(context);
  },
};

/** Typed in and valid, then sent: the button says so and cannot be pressed again. */
export const Submitting: Story = {
  play: async (context) => {
    const input = context.canvasElement.querySelector<HTMLInputElement>('#settings-email');
    if (input) input.value = 'neha.sharma@example.co.in';
    await pressSubmit(context);
  },
};
