import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { markCommissionsPaid, ROWS } from './fixtures.ts';
import { MarkPaidButton } from './MarkPaidButtons.tsx';

const meta = {
  title: 'Backoffice/Commissions/MarkPaidButton',
  component: MarkPaidButton,
  args: { row: ROWS[0]!, name: 'Priya Sharma' },
  parameters: { methods: { markCommissionsPaid } },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof MarkPaidButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending commission's Mark Paid. */
export const Ready: Story = {};
/** Clicked: busy while the undo window runs, then until the database answers. */
export const Marking: Story = {
  parameters: { methods: { markCommissionsPaid: fn(pending) } },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button')?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  },
};
/** In the Hindi console. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
