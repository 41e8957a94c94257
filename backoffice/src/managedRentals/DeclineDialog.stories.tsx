import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { DeclineDialog } from './DeclineDialog.tsx';
import { applications } from './fixtures.ts';

const meta = {
  title: 'Backoffice/ManagedRentals/DeclineDialog',
  component: DeclineDialog,
  args: { application: applications[0]!, onClose: fn() },
  parameters: { methods: {} },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof DeclineDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each story has its own onClose spy, so a test of one never sees another's calls.
export const Default: Story = { args: { onClose: fn() } };

/** The decline is still being saved. */
export const Saving: Story = {
  args: { onClose: fn() },
  parameters: { methods: { declineManagedApplication: pending } },
};

/** The database refuses it with its own message. */
export const Refused: Story = {
  args: { onClose: fn() },
  parameters: {
    methods: {
      declineManagedApplication: () =>
        Promise.reject(new ApiError('Only submitted or under review applications can be declined')),
    },
  },
};
