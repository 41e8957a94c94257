import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../dates.ts';
import * as m from './messages.ts';
import { rentPaymentReportSchema, tenancyInvitationSchema } from './tenancy.ts';

const today = todayIso();
const invitation = {
  email: ' Ananya.Sharma@Example.IN ',
  monthly_rent: '25,000',
  security_deposit: '',
  start_date: today,
  end_date: addDays(today, 334),
  rent_due_day: '5',
  notice_period_days: '',
};

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? null : { field: String(result.error?.issues[0]?.path[0]), message: result.error?.issues[0]?.message };

describe('tenancyInvitationSchema', () => {
  it('reads the form as the database wants it: the address lower-cased, rupees as typed, defaults', () => {
    expect(tenancyInvitationSchema.parse(invitation)).toEqual({
      email: 'ananya.sharma@example.in',
      monthly_rent: 25000,
      security_deposit: 0,
      start_date: today,
      end_date: addDays(today, 334),
      rent_due_day: 5,
      notice_period_days: 30,
    });
  });

  it('takes the tenant’s mobile number instead of, or beside, the address, kept as the auth server keeps a phone', () => {
    expect(tenancyInvitationSchema.parse({ ...invitation, email: '', phone: ' +91 98765 43210 ' })).toMatchObject({ phone: '919876543210' });
    expect(tenancyInvitationSchema.parse({ ...invitation, phone: '098765-43210' })).toMatchObject({ email: 'ananya.sharma@example.in', phone: '919876543210' });
  });

  it.each([
    ['neither address nor number', { email: ' ', phone: '' }, 'phone', m.TENANT_CONTACT_REQUIRED],
    ['a number that is no Indian mobile', { phone: '5876543210' }, 'phone', m.MOBILE_INVALID],
    ['an address the auth server refuses', { email: 'vv:;v@v.v' }, 'email', m.INVALID_EMAIL],
    ['rent below ₹500', { monthly_rent: '499' }, 'monthly_rent', m.MONTHLY_RENT_RANGE],
    ['rent with paise', { monthly_rent: '25000.50' }, 'monthly_rent', m.MONTHLY_RENT_RANGE],
    ['no rent', { monthly_rent: '' }, 'monthly_rent', m.MONTHLY_RENT_RANGE],
    ['a deposit past ₹5 crore', { security_deposit: '5,00,00,001' }, 'security_deposit', m.SECURITY_DEPOSIT_RANGE],
    ['no start', { start_date: '' }, 'start_date', m.LEASE_START_REQUIRED],
    ['a start two years back', { start_date: addDays(today, -730) }, 'start_date', m.LEASE_START_WINDOW],
    ['no end', { end_date: '' }, 'end_date', m.LEASE_END_REQUIRED],
    ['an end before the start', { end_date: addDays(today, -1) }, 'end_date', m.LEASE_END_BEFORE_START],
    ['an end six years on', { end_date: addDays(today, 6 * 366) }, 'end_date', m.LEASE_END_WINDOW],
    ['due on the 32nd', { rent_due_day: '32' }, 'rent_due_day', m.PAYMENT_DAY_RANGE],
    ['half a year of notice and more', { notice_period_days: '181' }, 'notice_period_days', m.NOTICE_RANGE],
  ])('refuses %s beside its field', (_name, change, field, message) => {
    expect(firstMessage(tenancyInvitationSchema.safeParse({ ...invitation, ...change }))).toEqual({ field, message });
  });
});

describe('rentPaymentReportSchema', () => {
  it('takes a UPI reference as apps show it, spaces and all, and leaves the day to the database when blank', () => {
    expect(rentPaymentReportSchema.parse({ payment_mode: 'upi', reference: '4123 5678 9012', note: '', paid_on: '' })).toEqual({
      payment_mode: 'upi',
      reference: '412356789012',
      note: null,
      paid_on: null,
    });
  });

  it('takes cash with a note and no reference', () => {
    expect(rentPaymentReportSchema.parse({ payment_mode: 'cash', reference: '', note: 'Paid to Mr Rao on the 3rd', paid_on: today })).toMatchObject({
      payment_mode: 'cash',
      note: 'Paid to Mr Rao on the 3rd',
      paid_on: today,
    });
  });

  it.each([
    ['no way of paying', { payment_mode: '' }, 'payment_mode', m.PAYMENT_MODE_REQUIRED],
    ['a UPI reference of 11 digits', { payment_mode: 'upi', reference: '41235678901' }, 'reference', m.UPI_REFERENCE_INVALID],
    ['UPI without a reference', { payment_mode: 'upi' }, 'reference', m.UPI_REFERENCE_INVALID],
    ['a bank transfer without its UTR', { payment_mode: 'bank_transfer' }, 'reference', m.PAYMENT_REFERENCE_REQUIRED],
    ['a cheque number of 65 characters', { payment_mode: 'cheque', reference: '1'.repeat(65) }, 'reference', m.PAYMENT_REFERENCE_TOO_LONG],
    ['cash without a note', { payment_mode: 'cash' }, 'note', m.CASH_NOTE_REQUIRED],
    ['a note of 501 characters', { payment_mode: 'cash', note: 'x'.repeat(501) }, 'note', m.RENT_NOTE_TOO_LONG],
    ['a day tomorrow', { payment_mode: 'cash', note: 'cash', paid_on: addDays(today, 1) }, 'paid_on', m.PAID_ON_WINDOW],
  ])('refuses %s beside its field', (_name, form, field, message) => {
    expect(firstMessage(rentPaymentReportSchema.safeParse({ reference: '', note: '', paid_on: '', ...form }))).toEqual({ field, message });
  });
});
