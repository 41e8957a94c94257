// One row of the team tree: a member with level, rank, this month's personal and team RVL and how
// many recruits they have (opened with the arrow), or a loading, failed or "show more" row.
import { formatRupees } from '@rentals/core/money';
import { rankInfo } from '@rentals/core/ranks';
import type { TeamMember } from '../../lib/affiliate/team.ts';
import { fill, type TeamTexts } from './teamTexts.ts';
import { canOpen, type TreeRow } from './teamModel.ts';

export interface TeamRowProps {
  row: TreeRow;
  texts: TeamTexts;
  /** Search results: no indentation and nothing to open. */
  flat?: boolean;
  onToggle?: (member: TeamMember) => void;
  onRetry?: (parent: string) => void;
  onMore?: (parent: string, offset: number) => void;
}

// Deep levels indent less, so a level-10 member still fits a 390 px screen.
const indent = (depth: number) => `${Math.min(depth - 1, 9) * 0.75}rem`;

export function TeamRow({ row, texts, flat = false, onToggle, onRetry, onMore }: TeamRowProps) {
  if (row.kind !== 'member') {
    return (
      <div className="team-row team-row--note" style={{ paddingInlineStart: indent(row.depth) }}>
        {row.kind === 'loading' && texts['affiliate.team.loading']}
        {row.kind === 'failed' && (
          <>
            <span role="alert">{texts['affiliate.team.failed']}</span>{' '}
            <button type="button" className="button button--small button--ghost" onClick={() => onRetry?.(row.parent)}>
              {texts['portal.retry']}
            </button>
          </>
        )}
        {row.kind === 'more' && (
          <button type="button" className="button button--small button--ghost" onClick={() => onMore?.(row.parent, row.offset)}>
            {texts['affiliate.team.more']}
          </button>
        )}
      </div>
    );
  }
  const m = row.member;
  const name = m.full_name;
  return (
    <div className="team-row" style={{ paddingInlineStart: flat ? 0 : indent(m.depth) }}>
      {!flat && canOpen(m) ? (
        <button
          type="button"
          className="team-row__toggle"
          aria-expanded={row.open}
          aria-label={fill(texts[row.open ? 'affiliate.team.close' : 'affiliate.team.open'], { count: m.recruits, name })}
          onClick={() => onToggle?.(m)}
        >
          <span aria-hidden="true">{row.open ? '▾' : '▸'}</span>
        </button>
      ) : (
        <span className="team-row__leaf" aria-hidden="true" />
      )}
      <div className="team-row__main">
        <p className="team-row__title">
          <strong>{name}</strong> <span className="team-row__code">{m.affiliate_id}</span>
          {m.status === 'pending' && <span className="status status--amber">{texts['affiliate.team.pending']}</span>}
        </p>
        <p className="team-row__meta">
          {fill(texts['affiliate.team.level'], { level: m.depth })} · {m.rank ? rankInfo(m.rank).label : texts['affiliate.overview.noRank']} ·{' '}
          {fill(texts['affiliate.team.personal'], { amount: formatRupees(m.personal_rvl) })} · {fill(texts['affiliate.team.teamRvl'], { amount: formatRupees(m.team_rvl) })} ·{' '}
          {m.recruits === 1 ? texts['owners.team.oneRecruit'] : fill(texts['affiliate.team.members'], { count: m.recruits })}
        </p>
      </div>
    </div>
  );
}
