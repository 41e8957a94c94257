// The team tree (/portal/affiliate/team): level 1 arrives with the page; deeper levels load when a
// member is opened, a page of recruits at a time; a search looks through all 10 levels on the
// server. Only the rows in view are rendered, so 10,000 members stay responsive.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { browserClient } from '../../lib/browserClient.ts';
import { useTypedBeforeHydration } from '../form/typedBeforeHydration.ts';
import { fetchTeam, TEAM_PAGE, type TeamMember, type TeamQuery } from '../../lib/affiliate/team.ts';
import { TeamRow } from './TeamRow.tsx';
import { fill, type TeamTexts } from './teamTexts.ts';
import { visibleRows, type Level } from './teamModel.ts';
import { VirtualList } from './VirtualList.tsx';

export interface TeamTreeProps {
  root: string;
  month: string;
  /** Level 1 as the server read it; null when that failed. */
  initial: TeamMember[] | null;
  texts: TeamTexts;
  fetcher?: (query: TeamQuery) => Promise<TeamMember[]>;
}

const ROW_HEIGHT = 68;
const MAX_HEIGHT = 560;
const SEARCH_DELAY_MS = 300;

type Search = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ok'; query: string; members: TeamMember[] };

export function TeamTree({ root, month, initial, texts, fetcher }: TeamTreeProps) {
  const fetchLevel = useMemo(() => fetcher ?? ((q: TeamQuery) => fetchTeam(browserClient(), q)), [fetcher]);
  const [levels, setLevels] = useState<Map<string, Level>>(
    () => new Map([[root, initial ? { status: 'ok', members: initial, more: initial.length >= TEAM_PAGE } : { status: 'failed' }]]),
  );
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const turn = useRef(0);

  const loadLevel = useCallback(
    (parent: string, offset: number) => {
      setLevels((prev) => {
        const next = new Map(prev);
        const had = prev.get(parent);
        if (offset === 0 || had?.status !== 'ok') next.set(parent, { status: 'loading' });
        return next;
      });
      fetchLevel({ month, parent: parent === root ? null : parent, offset }).then(
        (members) =>
          setLevels((prev) => {
            const had = prev.get(parent);
            const before = offset > 0 && had?.status === 'ok' ? had.members : [];
            return new Map(prev).set(parent, { status: 'ok', members: [...before, ...members], more: members.length >= TEAM_PAGE });
          }),
        () => setLevels((prev) => new Map(prev).set(parent, { status: 'failed' })),
      );
    },
    [fetchLevel, month, root],
  );

  const toggle = (member: TeamMember) => {
    const id = member.affiliate_id;
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else {
      next.add(id);
      const level = levels.get(id);
      if (!level || level.status === 'failed') loadLevel(id, 0);
    }
    setOpen(next);
  };

  const onQuery = (value: string) => {
    setQuery(value);
    setSearch(value.trim() ? { status: 'loading' } : { status: 'idle' });
  };
  const searchInput = useTypedBeforeHydration(query, onQuery);

  // Searches once typing pauses; an answer to an older query is dropped.
  useEffect(() => {
    const wanted = query.trim();
    if (search.status !== 'loading' || !wanted) return;
    const mine = ++turn.current;
    const timer = setTimeout(() => {
      fetchLevel({ month, search: wanted }).then(
        (members) => mine === turn.current && setSearch({ status: 'ok', query: wanted, members }),
        () => mine === turn.current && setSearch({ status: 'failed' }),
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fetchLevel, month, query, search.status]);

  const rows = useMemo(() => visibleRows(root, levels, open), [root, levels, open]);
  const top = levels.get(root);

  return (
    <div className="team-tree">
      <div className="field">
        <label htmlFor="team-search">{texts['affiliate.team.search']}</label>
        <input id="team-search" ref={searchInput} type="search" value={query} onChange={(e) => onQuery(e.target.value)} placeholder={texts['affiliate.team.searchHint']} autoComplete="off" />
      </div>
      <p role="status" className="team-tree__status">
        {search.status === 'loading' ? texts['affiliate.team.searching']
          : search.status === 'failed' ? texts['affiliate.team.failed']
          : search.status === 'ok' ? (search.members.length ? fill(texts['affiliate.team.results'], { count: search.members.length }) : fill(texts['affiliate.team.noResults'], { query: search.query }))
          : ''}
      </p>
      {search.status === 'ok' && search.members.length > 0 ? (
        <VirtualList
          label={texts['affiliate.team.list']}
          count={search.members.length}
          rowHeight={ROW_HEIGHT}
          maxHeight={MAX_HEIGHT}
          rowKey={(i) => `s-${search.members[i]?.affiliate_id}`}
          renderRow={(i) => <TeamRow row={{ kind: 'member', member: search.members[i] as TeamMember, open: false }} texts={texts} flat />}
        />
      ) : search.status === 'idle' ? (
        top?.status === 'ok' && top.members.length === 0 ? (
          <p className="empty-state">{texts['affiliate.team.empty']}</p>
        ) : (
          <VirtualList
            label={texts['affiliate.team.list']}
            count={rows.length}
            rowHeight={ROW_HEIGHT}
            maxHeight={MAX_HEIGHT}
            rowKey={(i) => {
              const row = rows[i];
              return row?.kind === 'member' ? row.member.affiliate_id : `${row?.kind}-${row?.parent}`;
            }}
            renderRow={(i) => <TeamRow row={rows[i] as (typeof rows)[number]} texts={texts} onToggle={toggle} onRetry={(parent) => loadLevel(parent, 0)} onMore={loadLevel} />}
          />
        )
      ) : null}
    </div>
  );
}
