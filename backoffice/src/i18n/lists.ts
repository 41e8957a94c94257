// Texts of the console's work lists: their filters and saved queries, the names of payment
// providers and statuses, bulk actions and their confirmations, and the columns of the lists read
// through views or functions (one key per column name, as it travels from the database).
import type { REGISTRATION_PROVIDERS } from '@rentals/core/validation/registration';

export const listsMessages = {
  search: 'Search',
  pages: 'Pages',
  all_statuses: 'All statuses',
  status: 'Status',
  facets: 'Filters',
  provider: 'Provider',
  reference: 'Reference',
  reference_repeated: 'Repeated',
  registered: 'Registered',
  submitted: 'Submitted',
  today: 'Today',
  last_7_days: 'Last 7 days',
  this_month: 'This month',
  city: 'City',
  role: 'Role',
  all_roles: 'All roles',
  availability: 'Availability',
  all_availability: 'All',
  cancel: 'Cancel',
  more_actions: 'More actions for %{name}',
  registrations: {
    activate_selected: 'Activate selected',
    confirm_title: 'Activate %{smart_count} broker? |||| Activate %{smart_count} brokers?',
    confirm_text:
      'Each payment is marked paid and its broker activated. This cannot be undone from the console.',
    confirm: 'Mark Paid + Activate',
    activated:
      'Activated: %{smart_count} broker activated and payment marked as paid. |||| Activated: %{smart_count} brokers activated and payments marked as paid.',
    mark_paid_activate: 'Mark Paid + Activate',
  },
} as const;

/**
 * Every provider core accepts for a registration (REGISTRATION_PROVIDERS), in its order: read from
 * here, since core's list sits beside its zod schema, which the registrations screen does not
 * otherwise load. Named as every code is (app.statuses, console/codeLabels.ts).
 */
export const REGISTRATION_PROVIDER_CODES = Object.keys({
  upi: 0,
  cash: 0,
  bank_transfer: 0,
  cheque: 0,
  razorpay: 0,
} satisfies Record<(typeof REGISTRATION_PROVIDERS)[number], 0>) as (typeof REGISTRATION_PROVIDERS)[number][];

export const listResources = {
  admin_broker_registrations: {
    name: 'Broker registration |||| Broker Registrations',
    fields: {
      broker_name: 'Broker',
      provider: 'Provider',
      provider_payment_id: 'Ref',
      amount: 'Amount',
      status: 'Status',
      created_at: 'Registered',
      paid_at: 'Paid',
      actions: 'Actions',
    },
  },
} as const;
