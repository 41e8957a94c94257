import type { Meta, StoryObj } from '@storybook/react-vite';
import { pending, StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { WORK_COUNTS } from './fixtures.ts';
import { QuickActions } from './QuickActions.tsx';

const meta = {
  title: 'Backoffice/Dashboard/QuickActions',
  component: QuickActions,
  parameters: { counts: () => Promise.resolve(WORK_COUNTS) },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin methods={{ getWorkCounts: parameters.counts }}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to every screen but the dashboard itself, the queues with what waits in them. */
export const Default: Story = {};

/** The counts are on their way: the links show without them. */
export const Loading: Story = { parameters: { counts: pending } };

/** Nothing waits anywhere. */
export const Empty: Story = {
  parameters: {
    counts: () =>
      Promise.resolve(Object.fromEntries(Object.keys(WORK_COUNTS).map((key) => [key, 0]))),
  },
};

/** The counts cannot be read: the links show without them, and no toast. */
export const Error: Story = { parameters: { counts: () => Promise.reject(new globalThis.Error('offline')) } };
