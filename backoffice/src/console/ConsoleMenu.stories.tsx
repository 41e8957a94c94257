import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WORK_COUNTS } from '../dashboard/fixtures.ts';
import { pending, StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { ConsoleMenu } from './ConsoleMenu.tsx';

const meta = {
  title: 'Backoffice/Console/ConsoleMenu',
  component: ConsoleMenu,
  args: { onNavigate: fn() },
  parameters: { path: '/', counts: () => Promise.resolve(WORK_COUNTS) },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin path={parameters.path as string} methods={{ getWorkCounts: parameters.counts }}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof ConsoleMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the dashboard. */
export const Default: Story = {};

/** On a screen below Shadow Balancing's route: its entry stays current. */
export const OnShadowBalancing: Story = { parameters: { path: '/shadow-balancing' } };

/** On a listing of the properties resource. */
export const OnProperties: Story = { parameters: { path: '/properties/p1' } };

/** The counts of the queues are on their way. */
export const Loading: Story = { parameters: { counts: pending } };

/** The counts cannot be read: the menu shows without them. */
export const CountsFail: Story = { parameters: { counts: () => Promise.reject(new Error('offline')) } };
