import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../../i18n/t.ts';
import { pressSubmit, stayOnPage } from '../../../testing/storySupport.tsx';
import { SETTINGS_KEYS } from './settingsTexts.ts';
import { MobileChangeForm } from './MobileChangeForm.tsx';

const t = translator('en');
const hi = translator('hi');

const meta = {
  title: 'Site/Portal/User/MobileChangeForm',
  component: MobileChangeForm,
  decorators: [stayOnPage],
  args: { phone: null, texts: pick(t, SETTINGS_KEYS) },
} satisfies Meta<typeof MobileChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No number yet: the form to add one. */
export const Empty: Story = {};

/** A verified number, and the form to change it. */
export const Verified: Story = { args: { phone: '919876543210' } };

/** A new number waits for its texted code. */
export const Pending: Story = { args: { phone: '919876543210', pending: '918765432109' } };

/** Sent back by the server: another account has the number. */
export const Taken: Story = { args: { value: '87654 32109', error: t('auth.error.phoneExists') } };

/** Sent back by the server: a wrong or expired code. */
export const WrongCode: Story = { args: { ...Pending.args, codeError: t('auth.error.codeInvalid') } };

/** Checked in the browser before posting: a number that is not an Indian mobile. */
export const ClientErrors: Story = {
  play: async (context) => {
    const input = context.canvasElement.querySelector<HTMLInputElement>('#settings-mobile');
    if (input) input.value = '+44 7700 900123';
    await pressSubmit(context);
  },
};

/** Waiting for its code, in Hindi. */
export const Hindi: Story = { args: { ...Pending.args, texts: pick(hi, SETTINGS_KEYS) } };
