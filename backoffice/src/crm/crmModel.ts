// Figures of the profile's metric cards (spec 2.11), through core's rules and formatters.
import { daysSince, propertyCounts, totalWithThisMonth } from '@rentals/core/rules/dashboard';
import { todayIso } from '@rentals/core/dates';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { ActivityEntry, UserCrm } from '../dataProvider/crm.ts';

export interface CrmMetrics {
  rvl: { total: number; thisMonth: number };
  commissions: { total: number; thisMonth: number };
  properties: { total: number; active: number };
  memberDays: number;
  isAffiliate: boolean;
}

export function crmMetrics(crm: UserCrm, today: string = todayIso()): CrmMetrics {
  return {
    rvl: totalWithThisMonth(
      crm.rvl_records.map((r) => ({ amount: r.rental_value_locked, date: r.created_at })),
      today,
    ),
    commissions: totalWithThisMonth(
      crm.commissions.map((c) => ({ amount: c.amount, date: c.month_year })),
      today,
    ),
    properties: propertyCounts(crm.managed_properties),
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
