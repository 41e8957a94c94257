import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATION_BLOCKED, CONVERSATION_CLOSED, CONVERSATION_LIMIT, MESSAGE_LIMIT, PHONE_TO_SHARE_MISSING,
} from '@rentals/core/validation/messages';
import { startDomainGateway, type DomainGateway, type Session } from '../domain/harness.ts';
import { listing, send, startConversation } from './fixture.ts';

// Conversations and messages through the REST API as each real role: only the two parties read and
// write, an admin with a second factor reads a reported one, blocked and reported ones take no
// messages, and daily limits hold.
describe('conversations about a listing', () => {
  let dg: DomainGateway;
  let renter: Session;
  let owner: Session;
  let stranger: Session;
  let broker: Session;
  let property: string;
  let conversation: string;

  beforeAll(async () => {
    dg = await startDomainGateway();
    const [r, o, s, b] = await Promise.all([
      dg.account('Asha Renter'), dg.account('Meera Owner', ['landlord']), dg.account('Sunil Stranger'), dg.account('Bala Broker', ['broker']),
    ]);
    [renter, owner, stranger, broker] = await Promise.all([dg.signIn(r), dg.signIn(o), dg.signIn(s), dg.signIn(b)]);
    await dg.sql(`update public.profiles set phone = '+91 98765 43210' where user_id = $1`, [owner.id]);
    property = await listing(dg, owner.id);
    conversation = await startConversation(renter, property);
  }, 120_000);
  afterAll(() => dg?.close());

  describe('the renter', () => {
    it('starts one conversation per listing, answered by its lister, with both first names and no contact', async () => {
      const [row] = await dg.sql(`select * from public.conversations where id = $1`, [conversation]);
      expect(row, 'the row').toMatchObject({ renter_id: renter.id, owner_id: owner.id, renter_name: 'Asha', owner_name: 'Meera', status: 'open' });
      const again = await renter.client.from('conversations').insert({ property_id: property });
      expect(again.error?.code, 'a second one about the same listing').toBe('23505');
    });

    it('cannot name someone else as the renter, nor talk about their own or an unlisted listing', async () => {
      const other = await listing(dg, broker.id);
      const asOther = await renter.client.from('conversations').insert({ property_id: other, renter_id: stranger.id });
      expect(asOther.error?.code, 'renter_id has no insert grant').toBe('42501');
      const own = await owner.client.from('conversations').insert({ property_id: property });
      expect(own.error?.code, 'the lister of the listing').toBe('42501');
      await dg.sql(`update public.properties set verified = false where id = $1`, [other]);
      const unlisted = await renter.client.from('conversations').insert({ property_id: other });
      expect(unlisted.error?.code, 'an unverified listing').toBe('42501');
    });

    it('talks with the broker who listed a listing', async () => {
      const brokered = await listing(dg, broker.id);
      const id = await startConversation(renter, brokered);
      const [row] = await dg.sql<{ owner_id: string }>(`select owner_id from public.conversations where id = $1`, [id]);
      expect(row?.owner_id).toBe(broker.id);
    });
  });

  describe('both parties', () => {
    it('write and read the thread; the conversation notes the last message and who has read it', async () => {
      const first = await send(renter, conversation, 'Is the flat still available?');
      expect(first.error).toBeNull();
      expect(first.data).toMatchObject({ sender_id: renter.id, kind: 'text', body: 'Is the flat still available?' });
      expect((await owner.client.rpc('unread_conversation_count')).data, 'the owner has one unread').toBe(1);
      expect((await renter.client.rpc('unread_conversation_count')).data, 'the sender none').toBe(0);
      const reply = await send(owner, conversation, 'Yes, come on Sunday.\nAfter 11.');
      expect(reply.error).toBeNull();
      expect((await owner.client.rpc('unread_conversation_count')).data, 'replying reads the thread').toBe(0);
      expect((await renter.client.rpc('unread_conversation_count')).data).toBe(1);
      expect((await renter.client.rpc('mark_conversation_read', { _conversation_id: conversation })).error).toBeNull();
      expect((await renter.client.rpc('unread_conversation_count')).data).toBe(0);
      const thread = await owner.client.from('messages').select('body').eq('conversation_id', conversation).order('created_at');
      expect(thread.data?.map((m) => m.body)).toEqual(['Is the flat still available?', 'Yes, come on Sunday.\nAfter 11.']);
    });

    it('cannot write as the other party, nor an unclean message', async () => {
      const forged = await renter.client.from('messages').insert({ conversation_id: conversation, body: 'hi', sender_id: owner.id });
      expect(forged.error?.code, 'sender_id has no insert grant').toBe('42501');
      const padded = await send(renter, conversation, ' hi');
      expect(padded.error?.code, 'whitespace at an end').toBe('23514');
      const control = await send(renter, conversation, 'a\u0007b');
      expect(control.error?.code, 'a control character').toBe('23514');
      const long = await send(renter, conversation, 'x'.repeat(2001));
      expect(long.error?.code, 'past 2,000 characters').toBe('23514');
    });

    it('share a phone number only by choosing to; none is shown before', async () => {
      const before = await renter.client.from('messages').select('body').eq('conversation_id', conversation);
      expect(JSON.stringify(before.data)).not.toContain('98765');
      const missing = await renter.client.rpc('share_phone_in_conversation', { _conversation_id: conversation });
      expect(missing.error?.message, 'the renter has no phone yet').toBe(PHONE_TO_SHARE_MISSING);
      const shared = await owner.client.rpc('share_phone_in_conversation', { _conversation_id: conversation });
      expect(shared.error).toBeNull();
      expect(shared.data).toMatchObject({ kind: 'phone', body: '+91 98765 43210', sender_id: owner.id });
    });
  });

  describe('a stranger', () => {
    it('reads nothing and writes nothing', async () => {
      expect((await stranger.client.from('conversations').select('id')).data).toEqual([]);
      expect((await stranger.client.from('messages').select('id')).data).toEqual([]);
      const wrote = await send(stranger, conversation, 'hello');
      expect(wrote.error?.code, 'not a party').toBe('42501');
      const read = await stranger.client.rpc('mark_conversation_read', { _conversation_id: conversation });
      expect(read.error?.message).toBe('Conversation not found');
      const reported = await stranger.client.rpc('report_conversation', { _conversation_id: conversation, _reason: 'spam' });
      expect(reported.error?.message).toBe('Conversation not found');
    });

    it('anon reads nothing', async () => {
      expect((await dg.anon().from('messages').select('id')).error?.code).toBe('42501');
    });
  });

  describe('blocking and reporting', () => {
    it('a block stops new messages until the person who blocked unblocks', async () => {
      expect((await owner.client.rpc('block_conversation', { _conversation_id: conversation })).error).toBeNull();
      expect((await send(renter, conversation, 'Hello?')).error?.message).toBe(CONVERSATION_BLOCKED);
      expect((await send(owner, conversation, 'Hello?')).error?.message).toBe(CONVERSATION_BLOCKED);
      const byRenter = await renter.client.rpc('block_conversation', { _conversation_id: conversation, _blocked: false });
      expect(byRenter.error?.message).toBe('Only the person who blocked this conversation can unblock it');
      expect((await owner.client.rpc('block_conversation', { _conversation_id: conversation, _blocked: false })).error).toBeNull();
      expect((await send(renter, conversation, 'Thanks')).error).toBeNull();
    });

    it('a report closes it and lets only an admin with a second factor read it; resolving is audited', async () => {
      const adminAccount = await dg.account('Anita Admin', ['admin']);
      const adminAal1 = await dg.signIn(adminAccount);
      expect((await adminAal1.client.from('messages').select('id').eq('conversation_id', conversation)).data, 'before any report').toEqual([]);
      const reported = await renter.client.rpc('report_conversation', { _conversation_id: conversation, _reason: 'Asked for a deposit by UPI before a visit' });
      expect(reported.error).toBeNull();
      expect((await send(owner, conversation, 'Pay now')).error?.message).toBe(CONVERSATION_CLOSED);
      expect((await adminAal1.client.from('messages').select('id').eq('conversation_id', conversation)).data, 'aal1').toEqual([]);
      const admin = await dg.raiseToAal2(adminAal1);
      const adminClient = dg.clientWithToken(admin.accessToken);
      const queue = await adminClient.from('conversation_report_queue').select('id, report_reason, message_count');
      expect(queue.data).toEqual([{ id: conversation, report_reason: 'Asked for a deposit by UPI before a visit', message_count: 4 }]);
      expect((await adminClient.from('messages').select('id').eq('conversation_id', conversation)).data).toHaveLength(4);
      expect((await adminClient.from('messages').insert({ conversation_id: conversation, body: 'x' })).error, 'an admin never writes').not.toBeNull();
      expect(await dg.sql(`select count(*)::int as n from public.messages where conversation_id = $1`, [conversation])).toEqual([{ n: 4 }]);
      const byParty = await owner.client.rpc('resolve_conversation_report', { _conversation_id: conversation, _action: 'dismiss' });
      expect(byParty.error?.message).toBe('Only admins can resolve conversation reports');
      const closed = await adminClient.rpc('resolve_conversation_report', { _conversation_id: conversation, _action: 'close' });
      expect(closed.error).toBeNull();
      expect(closed.data).toMatchObject({ status: 'closed' });
      const audit = await dg.sql(`select action, admin_user_id from public.admin_audit_log where target_id = $1`, [conversation]);
      expect(audit).toEqual([{ action: 'conversation_report_close', admin_user_id: admin.id }]);
      expect((await send(renter, conversation, 'Hello')).error?.message).toBe(CONVERSATION_CLOSED);
    });
  });

  describe('daily limits', () => {
    it('20 new conversations and 200 messages a person a day', async () => {
      const busy = await dg.signIn(await dg.account('Busy Renter'));
      const listings = await Promise.all(Array.from({ length: 21 }, () => listing(dg, owner.id)));
      const ids: string[] = [];
      for (const id of listings.slice(0, 20)) ids.push(await startConversation(busy, id));
      const past = await busy.client.from('conversations').insert({ property_id: listings[20] });
      expect(past.error?.message).toBe(CONVERSATION_LIMIT);
      expect(past.error?.code).toBe('PT429');
      await dg.sql(
        `insert into public.messages (conversation_id, sender_id, body, created_at)
         select $1, $2, 'm' || n, now() from generate_series(1, 199) n`, [ids[0], busy.id]);
      expect((await send(busy, ids[1] as string, 'the 200th')).error).toBeNull();
      const over = await send(busy, ids[1] as string, 'the 201st');
      expect(over.error?.message).toBe(MESSAGE_LIMIT);
    });
  });

  it('keeps the database and core to one message rule', async () => {
    const cases = ['Hi', 'नमस्ते\nजी', ' Hi', 'Hi\r\nthere', 'a\u0085b', 'x'.repeat(2000), 'x'.repeat(2001)];
    const { isCleanMessage } = await import('@rentals/core/validation/chat');
    const rows = await dg.sql<{ clean: boolean }>(`select public.is_clean_message(v) as clean from unnest($1::text[]) with ordinality t(v, n) order by n`, [cases]);
    expect(rows.map((r) => r.clean)).toEqual(cases.map(isCleanMessage));
  });
});
