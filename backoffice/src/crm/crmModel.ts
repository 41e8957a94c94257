// Figures of the profile's metric cards (spec 2.11), through core's rules and formatters.
import { daysSince } from '@rentals/core/rules/dashboard';
import { todayIso } from '@rentals/core/dates';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { ActivityEntry, UserCrm } from '../dataProvider/crm.ts';
import './texts.ts';

export interface CrmMetrics {
  rvl: { total: number; thisMonth: number };
  commissions: { total: number; thisMonth: number };
  properties: { total: number; active: number };
  memberDays: number;
  isAffiliate: boolean;
}

/** The cards' figures: totals from the database (every row, not the 20 loaded), days since sign-up. */
export function crmMetrics(crm: UserCrm, today: string = todayIso()): CrmMetrics {
  const t = crm.totals;
  return {
    rvl: { total: Number(t.rvl_total), thisMonth: Number(t.rvl_this_month) },
    commissions: {
      total: Number(t.commissions_total),
      thisMonth: Number(t.commissions_this_month),
    },
    properties: { total: Number(t.properties_total), active: Number(t.properties_active) },
    memberDays: daysSince(crm.profile.created_at, today),
    isAffiliate: crm.profile.roles.includes('affiliate'),
  };
}

/** The translation key and values of one Activity Log line. */
export function activityLine(entry: ActivityEntry): {
  key: string;
  values: Record<string, string>;
} {
  const d = entry.details;
  const text = (key: string) => (d[key] == null ? '' : String(d[key]));
  switch (entry.kind) {
    case 'role':
      return { key: `app.crm.activity.role.${entry.action}`, values: { role: text('role') } };
    case 'application':
      return {
        key: 'app.crm.activity.application',
        values: { place: text('property_location'), status: entry.action.replace('_', ' ') },
      };
    case 'payment':
      return {
        key: 'app.crm.activity.payment',
        values: {
          kind: text('payment_kind').replace('_', ' '),
          amount: formatRupees(text('amount')),
          status: entry.action,
        },
      };
    case 'property_application':
      return { key: 'app.crm.activity.property_application', values: { status: entry.action } };
    case 'shadow_balancing':
      return {
        key: 'app.crm.activity.shadow_balancing',
        values: {
          status: d.end_date
            ? `${entry.action} until ${formatDate(text('end_date'))}`
            : entry.action,
        },
      };
    case 'shadow_power':
      return {
        key: 'app.crm.activity.shadow_power',
        values: { status: entry.action, amount: formatRupees(text('new_amount')) },
      };
    default:
      return {
        key: 'app.crm.activity.audit',
        values: { action: entry.action.replaceAll('_', ' ') },
      };
  }
}
