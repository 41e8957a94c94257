import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { AffiliatesList } from './AffiliatesList.tsx';
import { AFFILIATES } from './fixtures.ts';

const meta = {
  title: 'Backoffice/ShadowPower/AffiliatesList',
  component: AffiliatesList,
  args: { onConfigure: fn() },
  parameters: { lists: { affiliate_profiles: AFFILIATES }, freshStore: true },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof AffiliatesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
/** Opened from an address that searches for one affiliate. */
export const Filtered: Story = {
  parameters: { path: `/?filter=${encodeURIComponent(JSON.stringify({ q: 'AFF10077' }))}` },
};
export const Empty: Story = { parameters: { lists: { affiliate_profiles: [] } } };
export const Loading: Story = { parameters: { lists: { affiliate_profiles: 'loading' } } };
