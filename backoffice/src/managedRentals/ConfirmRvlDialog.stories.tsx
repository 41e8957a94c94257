import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { ConfirmRvlDialog } from './ConfirmRvlDialog.tsx';

const meta = {
  title: 'Backoffice/ManagedRentals/ConfirmRvlDialog',
  component: ConfirmRvlDialog,
  args: {
    title: 'Mark Oct 2026 RVL paid?',
    text: 'Paid RVL counts in the monthly commission run for Oct 2026.',
    confirm: 'Mark Paid',
    month: '2026-10-01',
    onConfirm: fn(async () => {}),
    onClose: fn(),
  },
  // The console's messages, as on its screens.
  decorators: [withStoryMethods],
} satisfies Meta<typeof ConfirmRvlDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks before the month changes state. */
export const Default: Story = {};

/** The change is under way (it never answers here): both buttons wait and the dialog stays. */
export const Busy: Story = { args: { onConfirm: fn(() => new Promise<never>(() => {})) } };

/** Undoing a paid month. */
export const Undo: Story = {
  args: { title: 'Undo the RVL payment for Oct 2026?', text: 'The month goes back to pending.', confirm: 'Undo Payment' },
};
