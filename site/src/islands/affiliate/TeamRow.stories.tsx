import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../i18n/t.ts';
import type { TeamMember } from '../../lib/affiliate/team.ts';
import { TeamRow } from './TeamRow.tsx';
import { TEAM_KEYS } from './teamTexts.ts';

const BELA: TeamMember = {
  affiliate_id: 'AFF10024', sponsor_id: 'AFF10023', full_name: 'Bela Rao', status: 'active', depth: 2,
  personal_rvl: 150_000, team_rvl: 20_000, rank: 'builder', recruits: 3,
};

const meta = {
  title: 'Site/Affiliate/TeamRow',
  component: TeamRow,
  args: { row: { kind: 'member', member: BELA, open: false }, texts: pick(translator('en'), TEAM_KEYS) },
} satisfies Meta<typeof TeamRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { row: { kind: 'member', member: BELA, open: true } } };
/** No recruits, no rank yet, waiting for activation. */
export const PendingLeaf: Story = { args: { row: { kind: 'member', member: { ...BELA, status: 'pending', recruits: 0, rank: null }, open: false } } };
/** Level 10: recruits are not shown below the tree's depth. */
export const DeepestLevel: Story = { args: { row: { kind: 'member', member: { ...BELA, depth: 10 }, open: false } } };
export const Loading: Story = { args: { row: { kind: 'loading', parent: 'AFF10024', depth: 3 } } };
export const Failed: Story = { args: { row: { kind: 'failed', parent: 'AFF10024', depth: 3 } } };
export const More: Story = { args: { row: { kind: 'more', parent: 'AFF10024', depth: 3, offset: 500 } } };
