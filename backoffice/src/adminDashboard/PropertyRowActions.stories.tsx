import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { PROPERTIES } from './fixtures.ts';
import { PropertyRowActions } from './PropertyRowActions.tsx';

const waiting = PROPERTIES.find((p) => !p.verified) ?? { ...PROPERTIES[0]!, verified: false };

const meta = {
  title: 'Backoffice/AdminDashboard/PropertyRowActions',
  component: PropertyRowActions,
  args: { property: waiting },
  parameters: { methods: { approveProperty: fn(async () => ({ ...waiting, verified: true })) } },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof PropertyRowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for review: Approve and View. */
export const Waiting: Story = {};
/** Already approved: Approve is done and disabled. */
export const Approved: Story = { args: { property: { ...waiting, verified: true } } };
/** Approving: busy until the database answers. */
export const Approving: Story = {
  parameters: { methods: { approveProperty: fn(pending) } },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button')?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  },
};
/** The database refuses: the notice says so. */
export const Refused: Story = {
  parameters: { methods: { approveProperty: () => Promise.reject(new globalThis.Error('Only admins can approve properties')) } },
  play: Approving.play,
};
