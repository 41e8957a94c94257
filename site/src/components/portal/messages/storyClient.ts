// A stand-in for the API client in the live thread's stories: channels that join at once, the
// other party online (and typing) by presence and broadcast as the Realtime server would send them,
// and writes that answer as the REST API would, without any network.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ChatMessage } from '../../../lib/portal/conversations.ts';
import { OWNER } from './fixtures.ts';

export interface StoryClientOptions {
  /** The other party has the thread open. */
  online?: boolean;
  /** The other party is typing. */
  typing?: boolean;
  /** Every write is refused with this message (the database's words). */
  refuse?: string;
}

type Handler = (payload: unknown) => void;
type Answer = { data: unknown; error: { message: string } | null };

/** A query that answers `answer` however it is built (select, eq, order, single…). */
function query(answer: Answer) {
  const builder: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'order', 'returns', 'single', 'insert']) builder[method] = () => builder;
  builder.then = (resolve: (value: Answer) => unknown) => Promise.resolve(answer).then(resolve);
  return builder;
}

function channel(options: StoryClientOptions) {
  const handlers: Array<{ kind: string; filter: { event?: string }; handler: Handler }> = [];
  const room = {
    state: 'closed',
    on(kind: string, filter: { event?: string }, handler: Handler) {
      handlers.push({ kind, filter, handler });
      return room;
    },
    subscribe(status: (state: string) => void) {
      room.state = 'joined';
      status('SUBSCRIBED');
      for (const { kind, filter, handler } of handlers) {
        if (kind === 'presence' && filter.event === 'sync' && options.online) handler({});
        if (kind === 'broadcast' && filter.event === 'typing' && options.typing) handler({ payload: { from: OWNER } });
      }
      return room;
    },
    presenceState: () => (options.online ? { [OWNER]: [{ online_at: '2026-11-21T10:31:00Z' }] } : {}),
    track: async () => 'ok',
    send: async () => 'ok',
  };
  return room;
}

export function storyClient(options: StoryClientOptions = {}): SupabaseClient {
  const refused = options.refuse ? { message: options.refuse } : null;
  const client = {
    realtime: { setAuth: async () => {} },
    channel: () => channel(options),
    removeChannel: async () => 'ok',
    from: () => ({
      select: () => query({ data: [], error: null }),
      insert: (row: Partial<ChatMessage>) =>
        query(refused
          ? { data: null, error: refused }
          : { data: { id: `m-${Date.now()}`, sender_id: 'u-renter', kind: 'text', created_at: '2026-11-21T10:40:00Z', ...row }, error: null }),
    }),
    rpc: () => query({ data: null, error: refused }),
  };
  return client as unknown as SupabaseClient;
}
