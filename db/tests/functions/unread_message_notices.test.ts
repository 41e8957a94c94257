// A message that waits unread for some minutes is announced to its recipient once: by email to a
// confirmed address (the development mailbox, or SMTP), in their language, with the sender's first
// name and never their contact; by text to a confirmed phone once an SMS provider is given. Read,
// answered, blocked or already announced messages are not announced; two workers announce once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailboxTransport, createSmtpTransport } from '../../src/mail/transport.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../src/mail/testServer.ts';
import { noticeUnreadMessages } from '../../src/alerts/unreadMessages.ts';
import type { TextSender } from '../../src/sms/textSender.ts';
import { callAs, createUser, signedIn, useDatabase } from './_support.ts';

const SITE = 'http://localhost:4321';
const WAIT = 600;

describe('notices of unread messages', () => {
  const fx = useDatabase();
  let smtp: TestSmtpServer;
  let owner: string;
  let ownerEmail: string;
  let property: string;

  const person = async (name: string, confirmed = true) => {
    const id = await createUser(fx.pool, name);
    if (confirmed) await fx.pool.query(`update auth.users set email_confirmed_at = now() where id = $1`, [id]);
    return id;
  };
  const email = async (id: string) =>
    ((await fx.pool.query<{ email: string }>(`select email from auth.users where id = $1`, [id])).rows[0] as { email: string }).email;
  const converse = async (renter: string): Promise<string> => {
    const [row] = await callAs<{ id: string }>(fx.pool, signedIn(renter), `insert into public.conversations (property_id) values ($1) returning id`, [property]);
    return (row as { id: string }).id;
  };
  const write = (sender: string, conversation: string, body: string) =>
    callAs(fx.pool, signedIn(sender), `insert into public.messages (conversation_id, body) values ($1, $2)`, [conversation, body]);
  // Time passing: everything the conversation and its messages remember is made `seconds` older.
  const age = async (conversation: string, seconds = WAIT + 1) => {
    await fx.pool.query(
      `update public.conversations set last_message_at = last_message_at - make_interval(secs => $2),
              renter_last_read_at = renter_last_read_at - make_interval(secs => $2), owner_last_read_at = owner_last_read_at - make_interval(secs => $2),
              renter_emailed_at = renter_emailed_at - make_interval(secs => $2), owner_emailed_at = owner_emailed_at - make_interval(secs => $2)
        where id = $1`, [conversation, seconds]);
    await fx.pool.query(`update public.messages set created_at = created_at - make_interval(secs => $2) where conversation_id = $1`, [conversation, seconds]);
  };
  const mailbox = async (to: string) =>
    (await fx.pool.query<{ subject: string; body: string; link: string }>(`select subject, body, link from auth.outbox where recipient = $1 order by created_at`, [to])).rows;
  const notice = (texts?: TextSender) => noticeUnreadMessages(fx.pool, createMailboxTransport(fx.pool), { siteUrl: SITE, waitSeconds: WAIT, texts });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    owner = await person('Meera Owner');
    ownerEmail = await email(owner);
    const [row] = (await fx.pool.query<{ id: string }>(
      `insert into public.properties (title, listed_by, availability, verified, city, rent, bedrooms)
       values ('2 BHK in Baner', $1, 'available', true, 'Pune', 28000, 2) returning id`, [owner])).rows;
    property = (row as { id: string }).id;
  });
  afterAll(() => smtp?.stop());

  it('tells the owner once, after the wait, with the renter’s first name and a link to the thread; a new message later is told again', async () => {
    const renter = await person('Asha Renter');
    const conversation = await converse(renter);
    await write(renter, conversation, 'Is it available? Call me on 98765 43210');
    await notice();
    expect(await mailbox(ownerEmail), 'nothing before the wait').toEqual([]);

    await age(conversation);
    await notice();
    const [mail, ...more] = await mailbox(ownerEmail);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Asha sent you a message', link: `${SITE}/portal/messages/${conversation}` });
    expect(mail?.body).toContain('“2 BHK in Baner”');
    expect(mail?.body, 'the message itself stays in the inbox').not.toContain('98765');
    expect(mail?.body).not.toContain(await email(renter));

    await notice();
    expect(await mailbox(ownerEmail), 'told once').toHaveLength(1);
    expect(await mailbox(await email(renter)), 'the sender is not told').toEqual([]);

    await write(renter, conversation, 'Also, is parking included?');
    await age(conversation);
    await notice();
    const told = await mailbox(ownerEmail);
    expect(told).toHaveLength(2);
    expect(told[1]?.subject, 'both unread messages counted').toBe('Asha sent you 2 messages');
  });

  it('tells nobody of a message read, answered or in a blocked conversation, nor an unconfirmed address', async () => {
    const reader = await person('Ravi Reader');
    const read = await converse(reader);
    await write(reader, read, 'Hello');
    await callAs(fx.pool, signedIn(owner), `select public.mark_conversation_read($1)`, [read]);
    await age(read);

    const answered = await converse(await person('Kiran Asks'));
    await write((await fx.pool.query<{ renter_id: string }>(`select renter_id from public.conversations where id = $1`, [answered])).rows[0]!.renter_id, answered, 'Hello');
    await write(owner, answered, 'Hello to you');
    // The owner's answer waits for the renter: only the renter is told, not the owner.
    await age(answered);

    const blocker = await person('Bina Blocked');
    const blocked = await converse(blocker);
    await write(blocker, blocked, 'Hello');
    await callAs(fx.pool, signedIn(owner), `select public.block_conversation($1)`, [blocked]);
    await age(blocked);

    const unconfirmed = await person('Uma Unconfirmed', false);
    const toUnconfirmed = await converse(unconfirmed);
    await write(unconfirmed, toUnconfirmed, 'Hello');
    await write(owner, toUnconfirmed, 'Hi Uma');
    await age(toUnconfirmed);

    const before = (await mailbox(ownerEmail)).length;
    await notice();
    expect(await mailbox(ownerEmail), 'the owner read, answered or blocked').toHaveLength(before);
    const renterOfAnswered = (await fx.pool.query<{ renter_id: string }>(`select renter_id from public.conversations where id = $1`, [answered])).rows[0]!.renter_id;
    expect((await mailbox(await email(renterOfAnswered))).map((m) => m.subject)).toEqual(['Meera sent you a message']);
    expect(await mailbox(await email(unconfirmed)), 'an unconfirmed address').toEqual([]);
  });

  it('writes in the recipient’s language and texts a confirmed phone through the text sender', async () => {
    const renter = await person('Sunita Hindi');
    await fx.pool.query(`update public.profiles set preferred_language = 'hi' where user_id = $1`, [renter]);
    await fx.pool.query(`update auth.users set phone = '+919876500001', phone_confirmed_at = now() where id = $1`, [renter]);
    const conversation = await converse(renter);
    await write(owner, conversation, 'नमस्ते');
    await age(conversation);
    const texts: { to: string; text: string }[] = [];
    await notice({ send: async (to, text) => void texts.push({ to, text }) });
    const [mail] = await mailbox(await email(renter));
    expect(mail?.subject).toBe('Meera ने आपको एक संदेश भेजा');
    expect(texts).toEqual([{ to: '+919876500001', text: expect.stringContaining(`${SITE}/portal/messages/${conversation}`) }]);
    expect(texts[0]?.text).toContain('Meera ने आपको');
  });

  it('over SMTP, and from two workers at once, each waiting message is told once', async () => {
    const renter = await person('Dev Twice');
    const conversation = await converse(renter);
    await write(renter, conversation, 'Hello twice');
    await age(conversation);
    const transports = [createSmtpTransport(smtp.url, 'Rentals <no-reply@localhost>'), createSmtpTransport(smtp.url, 'Rentals <no-reply@localhost>')];
    try {
      const told = await Promise.all(transports.map((transport) => noticeUnreadMessages(fx.pool, transport, { siteUrl: SITE, waitSeconds: WAIT })));
      expect(told.reduce((sum, n) => sum + n, 0)).toBe(1);
    } finally {
      for (const transport of transports) transport.close();
    }
    const mail = await smtp.waitFor((m) => m.subject === 'Dev sent you a message', 10_000);
    expect(mail.to).toEqual([ownerEmail]);
    expect(mail.text).toContain(`${SITE}/portal/messages/${conversation}`);
    expect(smtp.received.filter((m) => m.subject === 'Dev sent you a message')).toHaveLength(1);
  });
});
