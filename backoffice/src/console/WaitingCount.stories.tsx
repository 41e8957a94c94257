import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { WaitingCount } from './WaitingCount.tsx';

const meta = {
  title: 'Backoffice/Console/WaitingCount',
  component: WaitingCount,
  args: { count: 184 },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof WaitingCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 184 properties wait for review: the number, and "waiting" to a screen reader. */
export const Waiting: Story = {};
/** Nothing waits: nothing is shown. */
export const NothingWaiting: Story = { args: { count: 0 }, parameters: { rendersNothing: true } };
/** The counts are still loading: nothing is shown yet. */
export const Loading: Story = { args: { count: undefined }, parameters: { rendersNothing: true } };
export const Hindi: Story = { parameters: { locale: 'hi' } };
