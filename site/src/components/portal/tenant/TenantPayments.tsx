// The tenant's rent, month by month for each lease: amount, due date, paid, due or overdue, and how
// and when it was paid.
import type { ReactNode } from 'react';
import { formatDate, formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { MessageKey } from '../../../i18n/catalogue.ts';
import { rentState, stateColorStatus } from '../../../lib/portal/owner/derive.ts';
import { RecordTable } from '../data/RecordTable.tsx';
import { StatusBadge } from '../ui/Badge.tsx';
import { EmptyState } from '../ui/States.tsx';
import { TenantFrame, type TenantScreenProps } from './TenantFrame.tsx';

export interface TenantPaymentsProps extends TenantScreenProps {
  /** What the tenant does about their rent (paying, marking paid), shown above the months. */
  children?: ReactNode;
}

export function TenantPayments(props: TenantPaymentsProps) {
  const { t, today, children } = props;
  return (
    <TenantFrame
      {...props}
      title="tenant.payments.title"
      intro="tenant.payments.intro"
      page="payments"
    >
      {(data) => {
        const unpaid = data.leases.flatMap((x) => x.rent).filter((r) => r.status !== 'paid');
        return (
          <>
            <dl className="stat-grid">
              <div className="stat">
                <dt>{t('tenant.payments.outstanding')}</dt>
                <dd>{formatRupees(unpaid.reduce((sum, r) => sum + Number(r.amount), 0))}</dd>
              </div>
              <div className="stat">
                <dt>{t('tenant.payments.nextDue')}</dt>
                <dd>{formatDate(unpaid.map((r) => r.due_date).sort()[0])}</dd>
              </div>
            </dl>
            {children}
            {data.leases.map((x) => {
              const property = x.property?.title ?? t('tenant.unavailableProperty');
              // With several leases, an empty one says which it is, as each table's caption does.
              return x.rent.length === 0 ? (
                <EmptyState key={x.lease.id} text={t('tenant.payments.empty', { property })} />
              ) : (
                <RecordTable
                  key={x.lease.id}
                  caption={t('tenant.payments.caption', { property })}
                  showCaption
                  rows={x.rent}
                  rowKey={(r) => r.id}
                  columns={[
                    { header: t('managed.month'), cell: (r) => formatMonth(r.month) },
                    {
                      header: t('tenant.payments.amount'),
                      cell: (r) => formatRupees(r.amount),
                      numeric: true,
                    },
                    { header: t('owner.financials.dueDate'), cell: (r) => formatDate(r.due_date) },
                    {
                      header: t('tenant.status'),
                      cell: (r) => {
                        const s = rentState(r, today);
                        return (
                          <StatusBadge status={stateColorStatus(s)} label={t(`owner.rent.${s}`)} />
                        );
                      },
                    },
                    { header: t('managed.paidOn'), cell: (r) => formatDate(r.paid_on) },
                    {
                      header: t('tenant.payments.how'),
                      cell: (r) =>
                        r.payment_mode
                          ? [t(`register.method.${r.payment_mode}` as MessageKey), r.reference]
                              .filter(Boolean)
                              .join(', ')
                          : '—',
                    },
                  ]}
                />
              );
            })}
          </>
        );
      }}
    </TenantFrame>
  );
}
