import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { UpiIdForm } from './UpiIdForm.tsx';

const meta = {
  title: 'Site/Portal/Tenancy/UpiIdForm',
  component: UpiIdForm,
  args: { upiId: 'suresh.reddy@okhdfc', t: translator('en') },
} satisfies Meta<typeof UpiIdForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The UPI ID on file, to change. */
export const Default: Story = {};
/** None yet. */
export const Empty: Story = { args: { upiId: null } };
export const Hindi: Story = { args: { t: translator('hi') } };
