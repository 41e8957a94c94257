import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { RejectDialog } from './RejectDialog.tsx';

const meta = {
  title: 'Backoffice/Properties/RejectDialog',
  component: RejectDialog,
  args: { property: { id: 'p3', title: '1 RK studio near Hinjewadi Phase 1' }, onClose: fn() },
  parameters: { methods: {} },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof RejectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each story has its own onClose spy, so a test of one never sees another's calls.
export const Default: Story = { args: { onClose: fn() } };

/** The rejection is still being saved. */
export const Saving: Story = {
  args: { onClose: fn() },
  parameters: { methods: { rejectListing: pending } },
};

/** The database refuses it with its own message. */
export const Refused: Story = {
  args: { onClose: fn() },
  parameters: {
    methods: { rejectListing: () => Promise.reject(new ApiError('Only admins can reject properties')) },
  },
};
