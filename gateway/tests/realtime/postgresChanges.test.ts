import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { listing } from '../conversations/fixture.ts';
import { Inbox, startTwoGateways, subscribed, type TwoGateways } from './harness.ts';

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

// A message reaches the two parties of its conversation through /realtime/v1 at commit,
// whichever gateway process each is connected to, and never reaches a third person, whatever they
// subscribe to: each subscriber gets the row read as themselves. Three unmodified supabase-js clients.
describe('postgres_changes checked against row-level security for each subscriber', () => {
  let gw: TwoGateways;
  let renter: Awaited<ReturnType<TwoGateways['signIn']>>;
  let owner: Awaited<ReturnType<TwoGateways['signIn']>>;
  let stranger: Awaited<ReturnType<TwoGateways['signIn']>>;
  let conversation: string;
  let strangersOwn: string;

  beforeAll(async () => {
    gw = await startTwoGateways();
    const [r, o, s] = await Promise.all([gw.account('Asha Renter'), gw.account('Meera Owner', ['landlord']), gw.account('Sunil Stranger')]);
    // The renter and the stranger on one process, the owner on the other.
    [renter, owner, stranger] = await Promise.all([gw.signIn(r, gw.a), gw.signIn(o, gw.b), gw.signIn(s, gw.a)]);
    const property = await listing({ sql: gw.sql } as never, owner.id);
    const started = await renter.client.from('conversations').insert({ property_id: property }).select('id').single();
    conversation = started.data?.id as string;
    const other = await stranger.client.from('conversations').insert({ property_id: await listing({ sql: gw.sql } as never, owner.id) }).select('id').single();
    strangersOwn = other.data?.id as string;
  }, 120_000);
  afterAll(() => gw?.close());

  it('delivers to both parties, on either process, and to nobody else', async () => {
    const renterInbox = new Inbox<Change>();
    const ownerInbox = new Inbox<Change>();
    const strangerInbox = new Inbox<Change>();
    const filter = `conversation_id=eq.${conversation}`;
    await subscribed(renter.client.channel('thread-renter')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter }, renterInbox.push));
    await subscribed(owner.client.channel('inbox-owner')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'messages' }, ownerInbox.push));
    // The stranger listens to every message, and to this conversation by name.
    await subscribed(stranger.client.channel('snoop')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'messages' }, strangerInbox.push)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'messages', filter }, strangerInbox.push)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversations' }, strangerInbox.push));

    const sent = await renter.client.from('messages').insert({ conversation_id: conversation, body: 'Is it still free?' }).select().single();
    expect(sent.error).toBeNull();
    // Delivered at commit (NOTIFY), never on a polling interval; the wait only bounds a failure.
    const [toRenter] = await renterInbox.until(1);
    const [toOwner] = await ownerInbox.until(1);
    expect(toRenter?.new).toMatchObject({ id: sent.data?.id, body: 'Is it still free?', conversation_id: conversation, sender_id: renter.id });
    expect(toOwner).toMatchObject({ eventType: 'INSERT', schema: 'public', table: 'messages', new: { id: sent.data?.id } });

    // The stranger's own conversation, written after: once it arrives, the earlier message would have too.
    await stranger.client.from('messages').insert({ conversation_id: strangersOwn, body: 'Hello' });
    await strangerInbox.until(2);
    const seen = strangerInbox.items.map((item) => (item.new as { conversation_id?: string; id?: string }).conversation_id ?? (item.new as { id?: string }).id);
    expect(seen.every((id) => id === strangersOwn), `the stranger saw only their own conversation: ${JSON.stringify(seen)}`).toBe(true);
    expect(JSON.stringify(strangerInbox.items)).not.toContain('Is it still free?');
  });

  it('tells a subscription on an unknown table', async () => {
    const system = new Inbox<Record<string, unknown>>();
    const channel = owner.client.channel('bad').on('postgres_changes', { event: '*', schema: 'public', table: 'nope' }, () => {})
      .on('system', {}, system.push);
    await subscribed(channel);
    const [message] = await system.until(1);
    expect(message).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(String(message?.message)).toContain('Unable to subscribe to changes with given parameters');
  });
});
