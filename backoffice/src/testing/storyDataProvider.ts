import { testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import type { ReviewMethods } from '../dataProvider.ts';

/** A list in a story: its rows, or a request that never answers, or one that fails. */
export type ListFixture = readonly object[] | 'loading' | 'error';

export const STORY_SERVER_ERROR = 'The server could not be reached';

/** The console asks for at most 100 rows a request (issue 8); a story asking for more fails. */
export const STORY_MAX_ROWS = 100;

/** A search box's `q`: every word in some text of the row, any case. */
function found(row: object, q: unknown): boolean {
  const texts = Object.values(row).filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase());
  return String(q)
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => texts.some((t) => t.includes(word.toLowerCase())));
}

/**
 * Whether a row passes a list's filter as PostgREST would read it: `column` (equals),
 * `column@in` ('(a,b)'), `column@is` / `column@not.is` ('null'), `column@ilike` (every word
 * of the text, anywhere, any case) and `column@gte` / `column@lte` (dates and times as text). A
 * search box's `q` finds every word in some text of the row; `role` keeps a row whose `roles`
 * hold it (admin_search_users). Other keys naming no column of the row are left out.
 */
function matches(row: object, filter: Record<string, unknown> = {}): boolean {
  return Object.entries(filter).every(([key, value]) => {
    const [column, operator] = key.split('@') as [string, string | undefined];
    if (key === 'q') return found(row, value);
    if (key === 'role' && 'roles' in row) return (row.roles as string[]).includes(String(value));
    if (!(column in row)) return true;
    const raw = (row as Record<string, unknown>)[column];
    const cell = String(raw);
    const text = String(value);
    switch (operator) {
      case undefined:
        return cell === text;
      case 'in':
        return text.replace(/^\(|\)$/g, '').split(',').includes(cell);
      case 'is':
        return text === 'null' ? raw == null : cell === text;
      case 'not.is':
        return text === 'null' ? raw != null : cell !== text;
      case 'gte':
        return cell >= text;
      case 'lte':
        return cell <= text;
      case 'ilike':
        return text
          .trim()
          .split(/\s+/)
          .every((word) => cell.toLowerCase().includes(word.toLowerCase()));
      default:
        return true;
    }
  });
}

function page(rows: readonly object[], params: GetListParams) {
  const { page: n = 1, perPage = 25 } = params.pagination ?? {};
  const hits = rows.filter((row) => matches(row, params.filter as Record<string, unknown>));
  return { data: hits.slice((n - 1) * perPage, n * perPage), total: hits.length };
}

/**
 * The data provider of the back-office stories: lists by resource, business actions as given
 * (unset ones succeed). Every call is recorded in `calls` so tests can check what was sent.
 */
export function storyDataProvider(
  lists: Record<string, ListFixture>,
  methods: Partial<ReviewMethods> = {},
): DataProvider & ReviewMethods & { calls: [string, unknown[]][] } {
  const calls: [string, unknown[]][] = [];
  const ok = async () => ({ id: 'ok' });
  const actions: ReviewMethods = {
    setShadowBalancing: async () => ({ id: 'b', name: 'Broker' }),
    approveAndConfigureManagedProperty: ok,
    declineManagedApplication: ok,
    markRvlPaymentPaid: ok,
    markRvlPaymentsPaid: async (ids) => ids.map((id) => ({ id })),
    undoRvlPaymentPaid: ok,
    activateBrokerRegistration: ok,
    activateBrokerRegistrations: async (ids) => ids.map((id) => ({ id })),
    getUserRoles: async () => [],
    assignRole: ok,
    removeRole: ok,
    lookupUsers: async () => [],
    approveListing: ok,
    approveListings: async (ids) => ids.map((id) => ({ id })),
    rejectListing: ok,
    dismissListingReports: ok,
    dismissManyListingReports: async (ids) => ids.map((id) => ({ id })),
    unlistReportedListing: ok,
    correctListingFacts: async (id) => ({ id, verified: true, review_changes: null }),
    reportedConversationMessages: async () => [],
    dismissConversationReport: ok,
    closeReportedConversation: ok,
    getSchemaDocumentation: async () => '# Database Schema Documentation\n\n## Tables\n',
    ...methods,
  };
  const recorded = Object.fromEntries(
    Object.entries(actions).map(([name, fn]) => [
      name,
      (...args: unknown[]) => {
        calls.push([name, args]);
        return (fn as (...a: unknown[]) => Promise<unknown>)(...args);
      },
    ]),
  ) as unknown as ReviewMethods;
  const base = testDataProvider({
    getList: ((resource: string, params: GetListParams) => {
      const fixture = lists[resource] ?? [];
      calls.push(['getList', [resource, params]]);
      if (fixture === 'loading') return new Promise(() => {});
      if (fixture === 'error') return Promise.reject(new Error(STORY_SERVER_ERROR));
      if ((params.pagination?.perPage ?? 0) > STORY_MAX_ROWS)
        return Promise.reject(new Error(`More than ${STORY_MAX_ROWS} rows requested`));
      return Promise.resolve(page(fixture, params));
    }) as DataProvider['getList'],
  });
  return { ...base, ...recorded, calls };
}
