// An invitation naming the tenant's mobile number is texted to it once by the alert worker's round,
// through the provider's HTTP API (a local Textlocal started here): an invitation naming both an
// address and a number is mailed and texted; a refused text is tried again on the next round while
// the email already sent stays sent; the text speaks the language of the account holding the number.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverTenancyInvitations } from '../../src/alerts/tenancyInvitations.ts';
import { createMailboxTransport, type MailTransport } from '../../src/mail/transport.ts';
import { smsConfigFromEnv } from '../../src/sms/settings.ts';
import { textSenderFrom, type TextSender } from '../../src/sms/textSender.ts';
import { providerApi } from '../../src/sms/testServer.ts';
import { createUser, useDatabase } from './_support.ts';

const SITE = 'http://localhost:4321';
const ANSWER = `${SITE}/auth?mode=phone&next=%2Fportal%2Fuser%2Ftenancy-invitations`;

describe('tenancy invitation texts', () => {
  const fx = useDatabase();
  const api = providerApi();
  let transport: MailTransport;
  let texts: TextSender;
  let landlord: string;
  let property: string;

  const invite = async (contact: { email?: string; phone?: string }) => {
    await fx.pool.query('delete from public.tenancy_invitations');
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.tenancy_invitations (property_id, landlord_id, email, phone, monthly_rent, start_date, end_date)
       values ($1, $2, $3, $4, 25000, '2026-12-01', '2027-10-31') returning id`,
      [property, landlord, contact.email ?? null, contact.phone ?? null],
    );
    return rows[0]!.id;
  };
  const sent = async (id: string) =>
    (await fx.pool.query<{ email: boolean; text: boolean }>(
      'select email_sent_at is not null as email, text_sent_at is not null as text from public.tenancy_invitations where id = $1', [id])).rows[0];
  const deliver = () => deliverTenancyInvitations(fx.pool, transport, { siteUrl: SITE, texts });

  beforeAll(async () => {
    const apiUrl = await api.listen();
    transport = createMailboxTransport(fx.pool);
    texts = textSenderFrom(smsConfigFromEnv({
      GOTRUE_EXTERNAL_PHONE_ENABLED: 'true', GOTRUE_SMS_PROVIDER: 'textlocal', GOTRUE_SMS_TEXTLOCAL_API_KEY: 'k',
      GOTRUE_SMS_TEXTLOCAL_SENDER: 'RNTLS', SMS_API_URL: apiUrl,
    }), fx.pool)!;
    landlord = await createUser(fx.pool, 'Ravi Landlord', ['landlord']);
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.properties (title, listed_by, city, locality, rent, bedrooms, verified)
       values ('2 BHK in Koramangala', $1, 'Bengaluru', 'Koramangala', 25000, 2, true) returning id`, [landlord]);
    property = rows[0]!.id;
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.received.length = 0;
    api.answer(200, { status: 'success', messages: [{ id: '1' }] });
  });

  it('mails and texts an invitation naming both, once each', async () => {
    const id = await invite({ email: 'both.ways@example.in', phone: '919876501111' });
    expect(await deliver()).toBe(1);
    expect(api.received.map((r) => r.form.numbers)).toEqual(['919876501111']);
    expect(api.received[0]?.form.message).toMatch(/^Ravi Landlord recorded you as the tenant of 2 BHK in Koramangala on Rentals: rent ₹25,000 a month from 1 Dec 2026\. .* to accept or decline: /);
    expect(api.received[0]?.form.message?.endsWith(ANSWER)).toBe(true);
    expect((await fx.pool.query(`select 1 from auth.outbox where recipient = 'both.ways@example.in'`)).rowCount).toBe(1);
    expect(await sent(id)).toEqual({ email: true, text: true });
    expect(await deliver()).toBe(0);
    expect(api.received).toHaveLength(1);
  });

  it('tries a refused text again on the next round, the email already sent staying sent', async () => {
    const id = await invite({ email: 'refused.text@example.in', phone: '919876502222' });
    api.answer(200, { status: 'failure', errors: [{ code: 3, message: 'Invalid login details' }] });
    const lines: string[] = [];
    await deliverTenancyInvitations(fx.pool, transport, { siteUrl: SITE, texts, log: (line) => lines.push(line) });
    expect(await sent(id)).toEqual({ email: true, text: false });
    expect(lines).toEqual([`Tenancy invitation ${id} not sent: textlocal error: Invalid login details (code: 3)`]);
    api.answer(200, { status: 'success', messages: [{ id: '2' }] });
    expect(await deliver()).toBe(1);
    expect(await sent(id)).toEqual({ email: true, text: true });
    expect((await fx.pool.query(`select 1 from auth.outbox where recipient = 'refused.text@example.in'`)).rowCount, 'mailed once').toBe(1);
    expect(api.received.map((r) => r.form.numbers)).toEqual(['919876502222', '919876502222']);
  });

  it('texts in Hindi to a number whose account reads Hindi', async () => {
    const tenant = await createUser(fx.pool, 'Sita Tenant');
    await fx.pool.query(`update auth.users set phone = '919876503333' where id = $1`, [tenant]);
    await fx.pool.query(`update public.profiles set preferred_language = 'hi' where user_id = $1`, [tenant]);
    await invite({ phone: '919876503333' });
    expect(await deliver()).toBe(1);
    expect(api.received[0]?.form.message).toMatch(/^Ravi Landlord ने Rentals पर आपको 2 BHK in Koramangala का किरायेदार दर्ज किया है: किराया ₹25,000 महीना, 1 Dec 2026 से।/);
  });
});
