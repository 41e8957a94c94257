import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { UnlistDialog } from './UnlistDialog.tsx';

const meta = {
  title: 'Backoffice/Properties/UnlistDialog',
  component: UnlistDialog,
  args: { property: { id: 'p1', title: '2 BHK in Viman Nagar, deposit by UPI first' }, onClose: fn() },
  parameters: { methods: {} },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof UnlistDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { onClose: fn() } };
/** The answer is still being saved. */
export const Saving: Story = { args: { onClose: fn() }, parameters: { methods: { unlistReportedListing: pending } } };
