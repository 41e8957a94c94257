// Every month of rent of the portfolio, newest first, with tenant, property, due date, state and how
// it was paid; tabs (links, so each has its address) narrow it to overdue, due or paid months.
import { formatDate, formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { MessageKey } from '../../../i18n/catalogue.ts';
import { rentState, stateColorStatus, type RentState } from '../../../lib/portal/owner/derive.ts';
import { RecordTable } from '../data/RecordTable.tsx';
import { TabLinks } from '../data/TabLinks.tsx';
import { StatusBadge } from '../ui/Badge.tsx';
import { EmptyState } from '../ui/States.tsx';
import { OwnerFrame, Stat, type OwnerScreenProps } from './OwnerFrame.tsx';
import { ReopenRentForm } from '../tenancy/ReopenRentForm.tsx';

export type PaymentsFilter = 'all' | RentState;
export const PAYMENTS_FILTERS: readonly PaymentsFilter[] = ['all', 'overdue', 'due', 'reported', 'paid'];

export interface OwnerPaymentsProps extends OwnerScreenProps {
  filter: PaymentsFilter;
}

export function OwnerPayments(props: OwnerPaymentsProps) {
  const { t, today, role, filter } = props;
  const base = `/portal/${role}/payments`;
  return (
    <OwnerFrame {...props} title="owner.payments.title" page="payments">
      {(data) => {
        const rent = data.tenancies
          .flatMap((x) => x.rent.map((r) => ({ ...r, tenancy: x, state: rentState(r, today) })))
          .sort((a, b) => b.month.localeCompare(a.month) || a.tenancy.property_title.localeCompare(b.tenancy.property_title));
        if (rent.length === 0) return <EmptyState text={t('owner.financials.empty')} />;
        const sum = (state: RentState) =>
          rent.filter((r) => r.state === state).reduce((total, r) => total + Number(r.amount), 0);
        const shown = filter === 'all' ? rent : rent.filter((r) => r.state === filter);
        return (
          <>
            <dl className="stat-grid">
              <Stat label={t('owner.payments.overdue')} value={formatRupees(sum('overdue'))} />
              <Stat label={t('owner.payments.due')} value={formatRupees(sum('due'))} />
              <Stat label={t('owner.payments.paid')} value={formatRupees(sum('paid'))} />
            </dl>
            <TabLinks
              label={t('owner.payments.filter')}
              tabs={PAYMENTS_FILTERS.map((f) => ({
                href: f === 'all' ? base : `${base}?status=${f}`,
                label: t(`owner.payments.tab.${f}`),
                current: f === filter,
              }))}
            />
            {shown.length === 0 ? (
              <EmptyState text={t('owner.payments.none')} />
            ) : (
              <RecordTable
                caption={t('owner.payments.title')}
                rows={shown}
                rowKey={(r) => r.id}
                columns={[
                  { header: t('managed.month'), cell: (r) => formatMonth(r.month) },
                  { header: t('owner.tenants.tenant'), cell: (r) => r.tenancy.party?.tenant_name ?? '—' },
                  { header: t('owner.tenants.property'), cell: (r) => r.tenancy.property_title },
                  { header: t('tenant.payments.amount'), cell: (r) => formatRupees(r.amount), numeric: true },
                  { header: t('owner.financials.dueDate'), cell: (r) => formatDate(r.due_date) },
                  {
                    header: t('tenant.status'),
                    cell: (r) => <StatusBadge status={stateColorStatus(r.state)} label={t(`owner.rent.${r.state}`)} />,
                  },
                  { header: t('managed.paidOn'), cell: (r) => formatDate(r.paid_on) },
                  {
                    header: t('tenant.payments.how'),
                    cell: (r) =>
                      r.payment_mode
                        ? [t(`register.method.${r.payment_mode}` as MessageKey), r.reference].filter(Boolean).join(', ')
                        : '—',
                  },
                  // Only the landlord takes a confirmed month back (reopen_rent_payment); a manager sees it as it is.
                  ...(role === 'landlord'
                    ? [
                        {
                          header: t('tenancy.confirm.reopenPaid'),
                          cell: (r: (typeof shown)[number]) =>
                            r.state === 'paid' ? (
                              <ReopenRentForm
                                rentId={r.id}
                                what={t('tenancy.pay.month', { month: formatMonth(r.month), property: r.tenancy.property_title })}
                                summary={t('tenancy.confirm.reopenPaid')}
                                t={t}
                              />
                            ) : (
                              '—'
                            ),
                        },
                      ]
                    : []),
                ]}
              />
            )}
          </>
        );
      }}
    </OwnerFrame>
  );
}
