import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../i18n/t.ts';
import { InviteLink } from './InviteLink.tsx';

const meta = {
  title: 'Site/Affiliate/InviteLink',
  component: InviteLink,
  args: {
    code: 'AFF10023',
    origin: 'https://rentals.example.in',
    texts: pick(translator('en'), ['affiliate.invite.title', 'affiliate.invite.intro', 'affiliate.invite.label', 'affiliate.invite.copy', 'affiliate.invite.copied', 'affiliate.invite.id']),
  },
} satisfies Meta<typeof InviteLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
