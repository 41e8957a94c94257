// The alert worker texts through the gateway's SMS settings (GOTRUE_EXTERNAL_PHONE_ENABLED,
// GOTRUE_SMS_PROVIDER and its credentials, SMS_API_URL): a message waiting unread is texted to its
// recipient's confirmed phone, and an invitation to a mobile number is texted to it, through the
// provider's HTTP API (a local Textlocal started here), or into the development mailbox
// (auth.sms_outbox) when no provider is set; nothing is texted while phone sign-in is off. Two
// workers on one database text each notice and each invitation once.
import { formatDate } from '@rentals/core/format';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAlertWorker } from '../../src/alerts/worker.ts';
import { providerApi } from '../../src/sms/testServer.ts';
import { createUser, signedIn, callAs, useDatabase } from './_support.ts';

const SITE = 'http://localhost:4321';
const WAIT = 600;
const TEXTLOCAL = {
  GOTRUE_EXTERNAL_PHONE_ENABLED: 'true',
  GOTRUE_SMS_PROVIDER: 'textlocal',
  GOTRUE_SMS_TEXTLOCAL_API_KEY: 'tl-key',
  GOTRUE_SMS_TEXTLOCAL_SENDER: 'RNTLS',
};

describe('the alert worker’s texts', () => {
  const fx = useDatabase();
  const api = providerApi();
  let apiUrl: string;
  let owner: string;
  let property: string;
  let numbers = 0;

  /** A person whose email is confirmed, with a phone as the auth server keeps it, confirmed or not. */
  const person = async (name: string, phoneConfirmed: boolean) => {
    numbers += 1;
    const phone = `9198765${String(numbers).padStart(5, '0')}`;
    const id = await createUser(fx.pool, name);
    await fx.pool.query(
      `update auth.users set email_confirmed_at = now(), phone = $2, phone_confirmed_at = case when $3 then now() end where id = $1`,
      [id, phone, phoneConfirmed],
    );
    return { id, phone };
  };
  /** The owner writes to a renter, and the message has waited past the notice's wait. */
  const waitingMessage = async (renter: string) => {
    const [row] = await callAs<{ id: string }>(fx.pool, signedIn(renter), `insert into public.conversations (property_id) values ($1) returning id`, [property]);
    const conversation = (row as { id: string }).id;
    await callAs(fx.pool, signedIn(renter), `insert into public.messages (conversation_id, body) values ($1, 'Is it free?')`, [conversation]);
    await callAs(fx.pool, signedIn(owner), `insert into public.messages (conversation_id, body) values ($1, 'Yes, come on Sunday')`, [conversation]);
    await fx.pool.query(
      `update public.conversations set last_message_at = last_message_at - make_interval(secs => $2),
              renter_last_read_at = renter_last_read_at - make_interval(secs => $2), owner_last_read_at = owner_last_read_at - make_interval(secs => $2)
        where id = $1`, [conversation, WAIT + 1]);
    await fx.pool.query(`update public.messages set created_at = created_at - make_interval(secs => $2) where conversation_id = $1`, [conversation, WAIT + 1]);
    return conversation;
  };
  const inviteByPhone = async (phone: string) => {
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.properties (title, listed_by, city, locality, rent, bedrooms, verified)
       values ('1 BHK in Wakad', $1, 'Pune', 'Wakad', 18000, 1, true) returning id`, [owner]);
    await fx.pool.query(
      `insert into public.tenancy_invitations (property_id, landlord_id, phone, monthly_rent, start_date, end_date)
       values ($1, $2, $3, 18000, '2026-12-01', '2027-10-31')`, [rows[0]!.id, owner, phone]);
  };
  /** Two workers with these settings, until `done` holds; both have finished their rounds when it returns. */
  const runTwoWorkers = async (env: NodeJS.ProcessEnv, done: () => Promise<boolean>) => {
    const options = { siteUrl: SITE, sweepMs: 100, messageNoticeAfterSeconds: WAIT, env };
    const workers = await Promise.all([startAlertWorker(fx.url, options), startAlertWorker(fx.url, options)]);
    try {
      await expect.poll(done, { timeout: 30_000, interval: 100 }).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  };
  const outbox = async (phone: string) =>
    (await fx.pool.query<{ body: string }>(`select body from auth.sms_outbox where recipient = $1 order by id`, [phone])).rows.map((r) => r.body);
  const mails = async (id: string) =>
    (await fx.pool.query<{ subject: string }>(`select o.subject from auth.outbox o join auth.users u on u.email = o.recipient where u.id = $1`, [id])).rows;

  beforeAll(async () => {
    apiUrl = await api.listen();
    owner = await createUser(fx.pool, 'Meera Owner');
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.properties (title, listed_by, availability, verified, city, rent, bedrooms)
       values ('2 BHK in Baner', $1, 'available', true, 'Pune', 28000, 2) returning id`, [owner]);
    property = rows[0]!.id;
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.received.length = 0;
    api.answer(200, { status: 'success', messages: [{ id: '1151346216' }] });
  });

  it('texts a confirmed phone through the provider’s API once, from two workers, and not an unconfirmed one', async () => {
    const confirmed = await person('Asha Confirmed', true);
    const unconfirmed = await person('Ravi Unconfirmed', false);
    const toConfirmed = await waitingMessage(confirmed.id);
    await waitingMessage(unconfirmed.id);
    await runTwoWorkers({ ...TEXTLOCAL, SMS_API_URL: apiUrl }, async () => (await mails(unconfirmed.id)).length === 1 && api.received.length >= 1);

    expect(api.received).toHaveLength(1);
    const [text] = api.received;
    expect(text?.path).toBe('/send');
    expect(text?.form).toMatchObject({ apikey: 'tl-key', sender: 'RNTLS', numbers: confirmed.phone });
    expect(text?.form.message).toBe(`Meera wrote to you about “2 BHK in Baner”: one message waits unread. ${SITE}/portal/messages/${toConfirmed}`);
    expect(await mails(confirmed.id), 'the email goes as well').toHaveLength(1);
    expect(await outbox(confirmed.phone), 'with a provider, the development mailbox stays empty').toEqual([]);
  });

  it('texts an invitation to a mobile number once, with the link to sign in by that number', async () => {
    const number = '919876512345';
    await inviteByPhone(number);
    await runTwoWorkers({ ...TEXTLOCAL, SMS_API_URL: apiUrl }, async () =>
      (await fx.pool.query(`select 1 from public.tenancy_invitations where phone = $1 and text_sent_at is not null`, [number])).rowCount === 1);
    expect(api.received.map((r) => r.form.numbers)).toEqual([number]);
    expect(api.received[0]?.form.message).toBe(
      `Meera Owner recorded you as the tenant of 1 BHK in Wakad on Rentals: rent ₹18,000 a month from 1 Dec 2026. Sign in with this number by ${
        formatDate((await fx.pool.query<{ expires_at: Date }>(`select expires_at from public.tenancy_invitations where phone = $1`, [number])).rows[0]!.expires_at)
      } to accept or decline: ${SITE}/auth?mode=phone&next=%2Fportal%2Fuser%2Ftenancy-invitations`,
    );
  });

  it('puts the texts in the development mailbox when no provider is set', async () => {
    const renter = await person('Kiran Mailbox', true);
    const conversation = await waitingMessage(renter.id);
    const number = '919876512346';
    await inviteByPhone(number);
    await runTwoWorkers({ GOTRUE_EXTERNAL_PHONE_ENABLED: 'true', SMS_API_URL: apiUrl }, async () =>
      (await outbox(renter.phone)).length === 1 && (await outbox(number)).length === 1);
    expect(await outbox(renter.phone)).toEqual([`Meera wrote to you about “2 BHK in Baner”: one message waits unread. ${SITE}/portal/messages/${conversation}`]);
    expect((await outbox(number))[0]).toContain(`${SITE}/auth?mode=phone&next=%2Fportal%2Fuser%2Ftenancy-invitations`);
    expect(api.received, 'no provider is called').toEqual([]);
  });

  it('texts nothing while phone sign-in is off, and keeps the invitation’s text for when it is on', async () => {
    const renter = await person('Dev Phoneless', true);
    await waitingMessage(renter.id);
    const number = '919876512347';
    await inviteByPhone(number);
    await runTwoWorkers({ GOTRUE_SMS_PROVIDER: 'textlocal', GOTRUE_SMS_TEXTLOCAL_API_KEY: 'k', GOTRUE_SMS_TEXTLOCAL_SENDER: 'RNTLS', SMS_API_URL: apiUrl },
      async () => (await mails(renter.id)).length === 1);
    expect(api.received).toEqual([]);
    expect(await outbox(renter.phone)).toEqual([]);
    expect((await fx.pool.query(`select 1 from public.tenancy_invitations where phone = $1 and text_sent_at is null`, [number])).rowCount).toBe(1);
  });
});
