// The catalogue keys the invitation form needs; the page picks them on the server (i18n/t.ts pick).
import type { MessageKey } from '../../../i18n/catalogue.ts';

export const INVITE_TENANT_KEYS = [
  'tenancy.form.heading', 'tenancy.form.property', 'tenancy.form.phone', 'tenancy.form.phoneHint', 'tenancy.form.email', 'tenancy.form.emailHint', 'tenancy.form.rent',
  'tenancy.form.deposit', 'tenancy.form.start', 'tenancy.form.end', 'tenancy.form.dueDay', 'tenancy.form.dueDayHint',
  'tenancy.form.notice', 'tenancy.form.errorHeading', 'tenancy.form.submit', 'tenancy.form.sending',
] as const satisfies readonly MessageKey[];

export type InviteTenantKey = (typeof INVITE_TENANT_KEYS)[number];
export type InviteTenantTexts = Record<InviteTenantKey, string>;
