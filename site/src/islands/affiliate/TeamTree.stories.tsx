import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick, translator } from '../../i18n/t.ts';
import type { TeamMember, TeamQuery } from '../../lib/affiliate/team.ts';
import { TeamTree } from './TeamTree.tsx';
import { TEAM_KEYS } from './teamTexts.ts';

const member = (affiliate_id: string, full_name: string, sponsor_id: string, depth: number, extra: Partial<TeamMember> = {}): TeamMember => ({
  affiliate_id, full_name, sponsor_id, depth, status: 'active', personal_rvl: 0, team_rvl: 0, rank: null, recruits: 0, ...extra,
});

// COMPENSATION.md's example seen by A, plus a wide level below C.
const LEVEL_1 = [
  member('AFF10024', 'Bela Rao', 'AFF10023', 1, { rank: 'builder', personal_rvl: 150_000, team_rvl: 20_000, recruits: 1 }),
  member('AFF10025', 'Chetan Iyer', 'AFF10023', 1, { personal_rvl: 10_000, recruits: 1200 }),
  member('AFF10026', 'Farah Khan', 'AFF10023', 1, { status: 'pending' }),
];
const BELOW: Record<string, TeamMember[]> = {
  AFF10024: [member('AFF10027', 'Dev Mehta', 'AFF10024', 2, { rank: 'starter', personal_rvl: 20_000 })],
  AFF10025: Array.from({ length: 1200 }, (_, i) => member(`AFF2${String(i).padStart(4, '0')}`, `Recruit ${i + 1}`, 'AFF10025', 2, { personal_rvl: 1000 * i })),
};
const ALL = [...LEVEL_1, ...Object.values(BELOW).flat()];

async function fetcher(q: TeamQuery): Promise<TeamMember[]> {
  if (q.search) return ALL.filter((m) => m.full_name.toLowerCase().includes((q.search ?? '').toLowerCase()) || m.affiliate_id.startsWith(q.search ?? ''));
  return (BELOW[q.parent ?? ''] ?? []).slice(q.offset ?? 0, (q.offset ?? 0) + 500);
}

const meta = {
  title: 'Site/Affiliate/TeamTree',
  component: TeamTree,
  args: { root: 'AFF10023', month: '2026-11-01', initial: LEVEL_1, texts: pick(translator('en'), TEAM_KEYS), fetcher },
} satisfies Meta<typeof TeamTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
/** Nobody joined yet. */
export const Empty: Story = { args: { initial: [] } };
/** Level 1 could not be read. */
export const Failed: Story = { args: { initial: null } };
/** Opening a member whose recruits never arrive. */
export const LevelLoading: Story = { args: { fetcher: () => new Promise<TeamMember[]>(() => {}) } };
/** Opening a member fails. */
export const LevelFails: Story = { args: { fetcher: () => Promise.reject(new Error('offline')) } };
