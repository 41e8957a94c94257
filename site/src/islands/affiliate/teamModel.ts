// The team tree's state without React: which members are open, what each level holds, and the rows
// the list shows (a member, then its open recruits, depth first).
import type { TeamMember } from '../../lib/affiliate/team.ts';

export type Level = { status: 'loading' } | { status: 'failed' } | { status: 'ok'; members: TeamMember[]; more: boolean };

export type TreeRow =
  | { kind: 'member'; member: TeamMember; open: boolean }
  | { kind: 'loading' | 'failed'; parent: string; depth: number }
  | { kind: 'more'; parent: string; depth: number; offset: number };

/** The deepest level shown (commission depth). */
export const MAX_DEPTH = 10;

export function canOpen(member: TeamMember): boolean {
  return member.recruits > 0 && member.depth < MAX_DEPTH;
}

/** Flattens the open parts of the tree below `root`, depth first, without recursion. */
export function visibleRows(root: string, levels: ReadonlyMap<string, Level>, open: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const stack: TreeRow[] = [];
  const pushLevel = (parent: string, depth: number) => {
    const level = levels.get(parent);
    if (!level) return;
    const items: TreeRow[] = [];
    if (level.status === 'ok') {
      for (const member of level.members) items.push({ kind: 'member', member, open: open.has(member.affiliate_id) });
      if (level.more) items.push({ kind: 'more', parent, depth, offset: level.members.length });
    } else items.push({ kind: level.status, parent, depth });
    for (let i = items.length - 1; i >= 0; i--) stack.push(items[i] as TreeRow);
  };
  pushLevel(root, 1);
  while (stack.length > 0) {
    const row = stack.pop() as TreeRow;
    rows.push(row);
    if (row.kind === 'member' && row.open) pushLevel(row.member.affiliate_id, row.member.depth + 1);
  }
  return rows;
}
