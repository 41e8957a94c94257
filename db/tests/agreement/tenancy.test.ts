// A tenancy an owner records and its rent: core's schemas (the site's forms) against the
// database's functions (invite_tenant, report_rent_payment) and rules (is_upi_id, is_account_email).
import { addDays, addMonths, monthStart, todayIso } from '@rentals/core/dates';
import { emailProblem } from '@rentals/core/validation/email';
import * as m from '@rentals/core/validation/messages';
import { rentPaymentReportSchema, tenancyInvitationSchema } from '@rentals/core/validation/tenancy';
import { isUpiId, normaliseUpiId } from '@rentals/core/validation/upi';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn, type Actor } from '../helpers/actors.ts';
import { coreVerdict, dbVerdict, expectAgreement, useAgreementDatabase, type Expected } from './_agreement.ts';

const today = todayIso();
const start = monthStart(today);
// Amounts as the site sends them once core has read the typed text (en-IN grouping is the form's).
const form = {
  email: 'tenant.agreement@example.test',
  monthly_rent: '25000',
  security_deposit: '50000',
  start_date: start,
  end_date: addDays(start, 334),
  rent_due_day: '5',
  notice_period_days: '30',
};

const invitationCases: { name: string; change: Record<string, string>; expected: Expected }[] = [
  { name: 'the whole form', change: {}, expected: { ok: true } },
  { name: 'an address in capitals', change: { email: ' Tenant.Agreement@Example.TEST ' }, expected: { ok: true } },
  { name: 'neither address nor number', change: { email: '' }, expected: { ok: false, message: m.TENANT_CONTACT_REQUIRED } },
  { name: 'neither, the number blank', change: { email: ' ', phone: '  ' }, expected: { ok: false, message: m.TENANT_CONTACT_REQUIRED } },
  { name: 'a mobile number alone, as people type it', change: { email: '', phone: '+91 98765 43210' }, expected: { ok: true } },
  { name: 'a mobile number with its 0', change: { email: '', phone: '098765-43210' }, expected: { ok: true } },
  { name: 'a number and an address', change: { phone: '9876543210' }, expected: { ok: true } },
  { name: 'a number that is no Indian mobile', change: { email: '', phone: '5876543210' }, expected: { ok: false, message: m.MOBILE_INVALID } },
  { name: 'a number too short', change: { phone: '98765 4321' }, expected: { ok: false, message: m.MOBILE_INVALID } },
  { name: 'an address outside GoTrue’s rule', change: { email: 'vv:;v@v.v' }, expected: { ok: false, message: m.INVALID_EMAIL } },
  { name: 'rent ₹500', change: { monthly_rent: '500' }, expected: { ok: true } },
  { name: 'rent ₹499', change: { monthly_rent: '499' }, expected: { ok: false, message: m.MONTHLY_RENT_RANGE } },
  { name: 'rent ₹50,00,001', change: { monthly_rent: '5000001' }, expected: { ok: false, message: m.MONTHLY_RENT_RANGE } },
  { name: 'rent with paise', change: { monthly_rent: '25000.50' }, expected: { ok: false, message: m.MONTHLY_RENT_RANGE } },
  { name: 'no rent', change: { monthly_rent: '' }, expected: { ok: false, message: m.MONTHLY_RENT_RANGE } },
  { name: 'no deposit', change: { security_deposit: '' }, expected: { ok: true } },
  { name: 'a deposit past ₹5 crore', change: { security_deposit: '50000001' }, expected: { ok: false, message: m.SECURITY_DEPOSIT_RANGE } },
  { name: 'no start', change: { start_date: '' }, expected: { ok: false, message: m.LEASE_START_REQUIRED } },
  { name: 'a start 366 days back', change: { start_date: addDays(today, -366), end_date: today }, expected: { ok: false, message: m.LEASE_START_WINDOW } },
  { name: 'no end', change: { end_date: '' }, expected: { ok: false, message: m.LEASE_END_REQUIRED } },
  { name: 'a one-day tenancy', change: { end_date: start }, expected: { ok: true } },
  { name: 'an end before the start', change: { end_date: addDays(start, -1) }, expected: { ok: false, message: m.LEASE_END_BEFORE_START } },
  { name: 'an end five years on', change: { end_date: addMonths(start, 60) }, expected: { ok: true } },
  { name: 'an end five years and a day on', change: { end_date: addDays(addMonths(start, 60), 1) }, expected: { ok: false, message: m.LEASE_END_WINDOW } },
  { name: 'due on the 31st', change: { rent_due_day: '31' }, expected: { ok: true } },
  { name: 'due on the 32nd', change: { rent_due_day: '32' }, expected: { ok: false, message: m.PAYMENT_DAY_RANGE } },
  { name: 'due on day 0', change: { rent_due_day: '0' }, expected: { ok: false, message: m.PAYMENT_DAY_RANGE } },
  { name: 'no due day: the 1st', change: { rent_due_day: '' }, expected: { ok: true } },
  { name: 'no notice at all', change: { notice_period_days: '0' }, expected: { ok: true } },
  { name: 'notice of 181 days', change: { notice_period_days: '181' }, expected: { ok: false, message: m.NOTICE_RANGE } },
];

const reportCases: { name: string; payment: Record<string, string>; expected: Expected }[] = [
  { name: 'UPI with its UTR in groups', payment: { payment_mode: 'upi', reference: '4123 4567 8901' }, expected: { ok: true } },
  { name: 'UPI with 11 digits', payment: { payment_mode: 'upi', reference: '41234567890' }, expected: { ok: false, message: m.UPI_REFERENCE_INVALID } },
  { name: 'UPI with letters', payment: { payment_mode: 'upi', reference: 'UTR123456789' }, expected: { ok: false, message: m.UPI_REFERENCE_INVALID } },
  { name: 'UPI without a reference', payment: { payment_mode: 'upi' }, expected: { ok: false, message: m.UPI_REFERENCE_INVALID } },
  { name: 'a bank transfer with its UTR', payment: { payment_mode: 'bank_transfer', reference: 'HDFCN52026120512345' }, expected: { ok: true } },
  { name: 'a bank transfer without one', payment: { payment_mode: 'bank_transfer', reference: '  ' }, expected: { ok: false, message: m.PAYMENT_REFERENCE_REQUIRED } },
  { name: 'a cheque with 64 characters', payment: { payment_mode: 'cheque', reference: '1'.repeat(64) }, expected: { ok: true } },
  { name: 'a cheque with 65', payment: { payment_mode: 'cheque', reference: '1'.repeat(65) }, expected: { ok: false, message: m.PAYMENT_REFERENCE_TOO_LONG } },
  { name: 'cash with a note', payment: { payment_mode: 'cash', note: 'Handed over on the 3rd' }, expected: { ok: true } },
  { name: 'cash without one', payment: { payment_mode: 'cash' }, expected: { ok: false, message: m.CASH_NOTE_REQUIRED } },
  { name: 'a note of 500 characters', payment: { payment_mode: 'cash', note: 'x'.repeat(500) }, expected: { ok: true } },
  { name: 'a note of 501', payment: { payment_mode: 'cash', note: 'x'.repeat(501) }, expected: { ok: false, message: m.RENT_NOTE_TOO_LONG } },
  { name: 'no way of paying', payment: { payment_mode: '' }, expected: { ok: false, message: m.PAYMENT_MODE_REQUIRED } },
  { name: 'a way the form does not offer', payment: { payment_mode: 'razorpay', reference: 'pay_123' }, expected: { ok: false, message: m.PAYMENT_MODE_REQUIRED } },
  { name: 'paid today', payment: { payment_mode: 'cash', note: 'cash', paid_on: today }, expected: { ok: true } },
  { name: 'paid a year ago', payment: { payment_mode: 'cash', note: 'cash', paid_on: addDays(today, -365) }, expected: { ok: true } },
  { name: 'paid a year and a day ago', payment: { payment_mode: 'cash', note: 'cash', paid_on: addDays(today, -366) }, expected: { ok: false, message: m.PAID_ON_WINDOW } },
  { name: 'paid tomorrow', payment: { payment_mode: 'cash', note: 'cash', paid_on: addDays(today, 1) }, expected: { ok: false, message: m.PAID_ON_WINDOW } },
];

describe('a tenancy an owner records: the forms and the database agree', () => {
  const fx = useAgreementDatabase();
  let owner: Actor;
  let tenant: Actor;
  let property: string;
  let rent: string;

  beforeAll(async () => {
    const ownerUser = await createUser(fx.client, { metadata: { full_name: 'Ravi Owner' } });
    const tenantUser = await createUser(fx.client, { metadata: { full_name: 'Ananya Tenant' } });
    owner = signedIn(ownerUser);
    tenant = signedIn(tenantUser);
    const { rows } = await fx.client.query<{ id: string }>(
      `insert into public.properties (title, listed_by, verified, city, rent, bedrooms) values ('2 BHK', $1, true, 'pune', 25000, 2) returning id`,
      [ownerUser.id],
    );
    property = rows[0]!.id;
    const { rows: rented } = await fx.client.query<{ id: string }>(
      `insert into public.properties (title, listed_by, verified, availability, city, rent, bedrooms) values ('1 BHK', $1, true, 'rented', 'pune', 25000, 1) returning id`,
      [ownerUser.id],
    );
    const { rows: lease } = await fx.client.query<{ id: string }>(
      `insert into public.leases (property_id, tenant_id, start_date, monthly_rent) values ($1, $2, $3, 25000) returning id`,
      [rented[0]!.id, tenantUser.id, addMonths(start, -2)],
    );
    const { rows: month } = await fx.client.query<{ id: string }>(
      `insert into public.rent_payments (lease_id, month, amount, due_date) values ($1, $2, 25000, $2) returning id`,
      [lease[0]!.id, addMonths(start, -1)],
    );
    rent = month[0]!.id;
  });

  it.each(invitationCases)('invitation: $name', async (c) => {
    const input = { ...form, ...c.change };
    const core = coreVerdict(tenancyInvitationSchema, input);
    const db = await dbVerdict(fx.client, owner, 'select * from public.invite_tenant($1, $2::jsonb)', [property, JSON.stringify(input)]);
    expectAgreement(c.name, core, db, c.expected);
    if (core.ok && db.ok) {
      for (const key of ['email', 'phone', 'monthly_rent', 'security_deposit', 'start_date', 'end_date', 'rent_due_day', 'notice_period_days'])
        expect.soft(String(db.value[key] ?? '').replace(/\.00$/, ''), `${c.name}: ${key}`).toBe(String(core.value[key] ?? ''));
    }
  });

  it.each(reportCases)('rent report: $name', async (c) => {
    const input = { reference: '', note: '', paid_on: '', ...c.payment };
    const core = coreVerdict(rentPaymentReportSchema, input);
    const db = await dbVerdict(fx.client, tenant, 'select * from public.report_rent_payment($1, $2::jsonb)', [rent, JSON.stringify(input)]);
    expectAgreement(c.name, core, db, c.expected);
    if (core.ok && db.ok) expect.soft(db.value.reference ?? null, `${c.name}: reference`).toBe(core.value.reference);
  });

  it.each(['asha.rao@okhdfc', ' Asha.Rao@OKHDFC ', '9876543210@ybl', 'a@okhdfc', 'asha rao@okhdfc', 'asha@ok-hdfc', `${'a'.repeat(256)}@upi`, `${'a'.repeat(257)}@upi`, `asha@${'b'.repeat(65)}`])(
    'UPI ID %j: core and public.is_upi_id agree on the kept form',
    async (value) => {
      const { rows } = await fx.client.query<{ ok: boolean }>('select coalesce(public.is_upi_id($1), false) as ok', [normaliseUpiId(value)]);
      expect(rows[0]!.ok).toBe(isUpiId(value));
    },
  );

  it.each(['asha.rao+rent@example.in', 'a@localhost', 'vv:;v@v.v', 'no-at-sign', `${'a'.repeat(250)}@b.in`, 'x@-bad.in'])(
    'account address %j: core and public.is_account_email agree',
    async (value) => {
      const { rows } = await fx.client.query<{ ok: boolean }>('select coalesce(public.is_account_email($1), false) as ok', [value]);
      expect(rows[0]!.ok).toBe(emailProblem(value) === null);
    },
  );
});
