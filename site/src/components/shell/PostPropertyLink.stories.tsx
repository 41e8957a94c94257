import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../i18n/t.ts';
import { PostPropertyLink } from './PostPropertyLink.tsx';

const meta = {
  title: 'Site/Shell/PostPropertyLink',
  component: PostPropertyLink,
  args: { t: translator('en') },
} satisfies Meta<typeof PostPropertyLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the desktop header and the portal header. */
export const Default: Story = {};
/** In the phones' top bar. */
export const Compact: Story = { args: { size: 'compact' } };
export const Hindi: Story = { args: { t: translator('hi'), size: 'compact' } };
