// A thread kept live with unmodified supabase-js: new messages by postgres_changes (row-level
// security decides who receives them), typing by broadcast and who is online by presence on the
// conversation's private channel. Messages are written through the REST API as the person.
import { useEffect, useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { messageBody } from '@rentals/core/validation/chat';
import { browserClient } from '../../../lib/browserClient.ts';
import { translateMessage } from '../../../i18n/messages.ts';
import { translator } from '../../../i18n/t.ts';
import type { ChatMessage, ConversationRow } from '../../../lib/portal/conversations.ts';
import { Thread } from './Thread.tsx';

export interface ThreadIslandProps {
  conversation: ConversationRow;
  messages: ChatMessage[];
  me: string;
  lang: 'en' | 'hi';
  /** The page's API client unless given (stories give a stand-in that is never on the network). */
  client?: SupabaseClient;
}

const TYPING_HOLD_MS = 3000;

export default function ThreadIsland({ conversation: initial, messages: first, me, lang, client: given }: ThreadIslandProps) {
  const t = translator(lang);
  // The page's client is made in the browser only: the island is also rendered on the server.
  const clientRef = useRef(given);
  const api = () => (clientRef.current ??= browserClient());
  const [conversation, setConversation] = useState(initial);
  const [messages, setMessages] = useState(first);
  const [online, setOnline] = useState(false);
  const [typing, setTyping] = useState(false);
  // Words typed before the island took over are in the box the server drew; React would empty it
  // at its next render, so the draft starts from them (none on the server).
  const [draft, setDraft] = useState(() => (typeof document === 'undefined' ? '' : document.querySelector<HTMLTextAreaElement>('#chat-draft')?.value ?? ''));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const channelRef = useRef<ReturnType<ReturnType<typeof browserClient>['channel']> | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTypingSent = useRef(0);

  useEffect(() => {
    const client = api();
    let live = true;
    const changes = client.channel(`thread-${initial.id}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${initial.id}` }, ({ new: row }) => {
        const message = row as ChatMessage;
        setMessages((list) => (list.some((m) => m.id === message.id) ? list : [...list, message]));
        if (message.sender_id !== me) {
          setTyping(false);
          // A query runs only once awaited (then): reading the thread marks the message read.
          void client.rpc('mark_conversation_read', { _conversation_id: initial.id }).then(() => {});
        }
      })
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'conversations', filter: `id=eq.${initial.id}` }, ({ new: row }) => {
        setConversation((current) => ({ ...current, ...(row as Partial<ConversationRow>), property: current.property }));
      });
    const room = client.channel(`conversation:${initial.id}`, { config: { private: true, presence: { key: me } } })
      .on('broadcast', { event: 'typing' }, ({ payload }) => {
        if ((payload as { from?: string }).from === me) return;
        setTyping(true);
        if (typingTimer.current) clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setTyping(false), TYPING_HOLD_MS);
      })
      .on('presence', { event: 'sync' }, () => {
        if (live) setOnline(Object.keys(room.presenceState()).some((key) => key !== me));
      });
    // Both join once the session's token is set: a channel joined before it runs as a visitor (who
    // reads no message), and realtime-js sends the token only to channels already joined.
    void client.realtime.setAuth().then(() => {
      if (!live) return;
      changes.subscribe((status) => {
        // What came between the page and the join is read once, then each message arrives live.
        if (status !== 'SUBSCRIBED') return;
        void client.from('messages').select('id, conversation_id, sender_id, kind, body, created_at')
          .eq('conversation_id', initial.id).order('created_at').returns<ChatMessage[]>()
          .then(({ data }) => {
            if (live && data) setMessages((list) => [...list, ...data.filter((m) => !list.some((known) => known.id === m.id))]);
          });
      });
      room.subscribe((status) => {
        if (status === 'SUBSCRIBED') void room.track({ online_at: new Date().toISOString() });
      });
    });
    channelRef.current = room;
    return () => {
      live = false;
      // A "typing" shown when the thread closes would otherwise end on a component that is gone.
      if (typingTimer.current) clearTimeout(typingTimer.current);
      void client.removeChannel(changes);
      void client.removeChannel(room);
    };
  }, [initial.id, me]);

  const onDraft = (text: string) => {
    setDraft(text);
    const now = Date.now();
    // Only on a joined channel: before that, realtime-js would post it to the REST broadcast endpoint.
    if (channelRef.current?.state === 'joined' && now - lastTypingSent.current > 1000) {
      lastTypingSent.current = now;
      void channelRef.current.send({ type: 'broadcast', event: 'typing', payload: { from: me } });
    }
  };

  const onSend = async () => {
    const parsed = messageBody.safeParse(draft);
    if (!parsed.success) {
      setError(translateMessage(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setSending(true);
    setError(null);
    const { data, error: failed } = await api().from('messages')
      .insert({ conversation_id: initial.id, body: parsed.data }).select('id, conversation_id, sender_id, kind, body, created_at').single<ChatMessage>();
    setSending(false);
    if (failed || !data) {
      setError(failed?.message ? translateMessage(t, failed.message) : t('chat.compose.failed'));
      return;
    }
    setDraft('');
    setMessages((list) => (list.some((m) => m.id === data.id) ? list : [...list, data]));
  };

  const act = async (call: PromiseLike<{ error: { message: string } | null }>) => {
    const { error: failed } = await call;
    setError(failed ? translateMessage(t, failed.message) : null);
  };

  // The reported row is applied at once; the change also arrives through the channel.
  const report = async (reason: string) => {
    const { data, error: failed } = await api().rpc('report_conversation', { _conversation_id: initial.id, _reason: reason });
    setError(failed ? translateMessage(t, failed.message) : null);
    if (!failed && data) setConversation((current) => ({ ...current, ...(data as Partial<ConversationRow>), property: current.property }));
  };

  return (
    <Thread
      conversation={conversation} messages={messages} me={me} online={online} typing={typing} draft={draft} sending={sending} error={error}
      onDraft={onDraft} onSend={() => void onSend()} t={t}
      onSharePhone={() => void act(api().rpc('share_phone_in_conversation', { _conversation_id: initial.id }))}
      onBlock={(blocked) => void act(api().rpc('block_conversation', { _conversation_id: initial.id, _blocked: blocked }))}
      onReport={(reason) => void report(reason)}
    />
  );
}
