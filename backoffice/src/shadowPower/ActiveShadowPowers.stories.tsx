import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { ActiveShadowPowers } from './ActiveShadowPowers.tsx';
import { ACTIVE, MANY_ACTIVE } from './fixtures.ts';

const meta = {
  title: 'Backoffice/ShadowPower/ActiveShadowPowers',
  component: ActiveShadowPowers,
  args: { onEdit: fn() },
  parameters: { lists: { affiliate_shadow_power: ACTIVE }, freshStore: true },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof ActiveShadowPowers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
/** More than the 100 grants the screen once stopped at: paged. */
export const Many: Story = { parameters: { lists: { affiliate_shadow_power: MANY_ACTIVE } } };
export const Empty: Story = { parameters: { lists: { affiliate_shadow_power: [] } } };
export const Loading: Story = { parameters: { lists: { affiliate_shadow_power: 'loading' } } };
