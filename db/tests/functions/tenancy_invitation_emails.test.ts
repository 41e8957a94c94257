// The email that invites a tenant to the tenancy their landlord recorded: sent once per waiting
// invitation by the alert worker's round, with the landlord's terms and links to sign in (or create
// the account) with the address invited, in the invited person's language; through a real SMTP
// server started here, and into the development mailbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverTenancyInvitations } from '../../src/alerts/tenancyInvitations.ts';
import { createMailboxTransport, createSmtpTransport, type MailTransport } from '../../src/mail/transport.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../src/mail/testServer.ts';
import { createUser, useDatabase } from './_support.ts';

const SITE = 'http://localhost:4321';

describe('tenancy invitation emails', () => {
  const fx = useDatabase();
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  let landlord: string;
  let property: string;

  const invite = async (email: string, change: { status?: string; expires?: string; property?: string } = {}) => {
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.tenancy_invitations (property_id, landlord_id, email, monthly_rent, security_deposit, start_date, end_date,
         rent_due_day, status, responded_at, expires_at)
       values ($1, $2, $3, 25000, 50000, '2026-12-01', '2027-10-31', 5, $4::public.tenancy_invitation_status,
         case when $4 = 'pending' then null else now() end, coalesce($5::timestamptz, '2099-12-31T12:00:00+05:30'::timestamptz))
       returning id`,
      [change.property ?? property, landlord, email, change.status ?? 'pending', change.expires ?? null],
    );
    return rows[0]!.id;
  };
  const sentAt = async (id: string) =>
    (await fx.pool.query<{ email_sent_at: Date | null }>('select email_sent_at from public.tenancy_invitations where id = $1', [id])).rows[0]?.email_sent_at;
  const reset = async () => {
    await fx.pool.query('delete from public.tenancy_invitations');
    smtp.received.length = 0;
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    transport = createSmtpTransport(smtp.url, 'Rentals <alerts@example.in>');
    landlord = await createUser(fx.pool, 'Ravi Landlord', ['landlord']);
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.properties (title, listed_by, city, locality, rent, bedrooms, verified)
       values ('2 BHK in Koramangala', $1, 'Bengaluru', 'Koramangala', 25000, 2, true) returning id`,
      [landlord],
    );
    property = rows[0]!.id;
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.stop();
  });

  it('mails a waiting invitation once, with the terms and the links to answer with that address', async () => {
    await reset();
    const id = await invite('ananya.tenant@example.in');
    expect(await deliverTenancyInvitations(fx.pool, transport, { siteUrl: SITE })).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['ananya.tenant@example.in']);
    expect(mail.subject).toBe('Ravi Landlord invites you to record your tenancy of 2 BHK in Koramangala');
    expect(mail.text).toContain('Monthly rent: ₹25,000, due on day 5 of each month');
    expect(mail.text).toContain('Security deposit: ₹50,000');
    expect(mail.text).toContain('Lease: 1 Dec 2026 to 31 Oct 2027');
    expect(mail.text).toContain('Accept or decline by 31 Dec 2099');
    expect(mail.text).toContain(`${SITE}/auth?next=%2Fportal%2Fuser%2Ftenancy-invitations`);
    expect(mail.text).toContain(`${SITE}/auth?mode=signup&next=%2Fportal%2Fuser%2Ftenancy-invitations`);
    expect(mail.header('message-id')).toBe(`<tenancy-invitation-${id}@localhost>`);
    expect(await sentAt(id)).toBeInstanceOf(Date);
    // Once only.
    expect(await deliverTenancyInvitations(fx.pool, transport, { siteUrl: SITE })).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('speaks Hindi to an account whose profile says so, and mails nothing answered or expired', async () => {
    await reset();
    const tenant = await createUser(fx.pool, 'Sita Tenant');
    await fx.pool.query(`update public.profiles set preferred_language = 'hi' where user_id = $1`, [tenant]);
    const { rows } = await fx.pool.query<{ email: string }>('select email from auth.users where id = $1', [tenant]);
    await invite(rows[0]!.email);
    const other = await fx.pool.query<{ id: string }>(
      `insert into public.properties (title, listed_by, city, rent, bedrooms, verified) values ('1 RK in Baner', $1, 'Pune', 9000, 1, true) returning id`,
      [landlord],
    );
    await invite('someone.else@example.in', { status: 'cancelled' });
    await invite('late.tenant@example.in', { property: other.rows[0]!.id, expires: new Date(Date.now() - 60_000).toISOString() });
    expect(await deliverTenancyInvitations(fx.pool, transport, { siteUrl: SITE })).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[rows[0]!.email]]);
    expect(smtp.received[0]!.subject).toBe('Ravi Landlord ने आपको 2 BHK in Koramangala की किरायेदारी दर्ज करने के लिए आमंत्रित किया है');
    expect(smtp.received[0]!.text).toContain('मासिक किराया: ₹25,000, हर महीने की 5 तारीख़ को देय');
  });

  it('leaves an invitation unsent when the SMTP server refuses it, and sends it on the next round', async () => {
    await reset();
    const id = await invite('kiran.tenant@example.in');
    smtp.refuseNext(1);
    expect(await deliverTenancyInvitations(fx.pool, transport, { siteUrl: SITE })).toBe(0);
    expect(await sentAt(id)).toBeNull();
    expect(await deliverTenancyInvitations(fx.pool, transport, { siteUrl: SITE })).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['kiran.tenant@example.in']]);
  });

  it('writes it into the development mailbox when no SMTP server is set', async () => {
    await reset();
    await invite('mailbox.tenant@example.in');
    expect(await deliverTenancyInvitations(fx.pool, createMailboxTransport(fx.pool), { siteUrl: SITE })).toBe(1);
    const { rows } = await fx.pool.query<{ subject: string; link: string }>(
      `select subject, link from auth.outbox where recipient = 'mailbox.tenant@example.in'`,
    );
    expect(rows).toEqual([
      { subject: 'Ravi Landlord invites you to record your tenancy of 2 BHK in Koramangala', link: `${SITE}/auth?next=%2Fportal%2Fuser%2Ftenancy-invitations` },
    ]);
  });
});
