import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { SettingsScreen } from './SettingsScreen.tsx';

const meta = {
  title: 'Site/Portal/User/SettingsScreen',
  component: SettingsScreen,
  args: { email: 'neha@example.in', t: translator('en') },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WrongCurrentPassword: Story = { args: { errors: { current_password: 'user.settings.wrongCurrent' } } };
export const Invalid: Story = { args: { errors: { password: 'user.settings.tooShort', confirm_password: 'user.settings.mismatch' } } };
