// The tenant's documents: each lease agreement with its terms, and a receipt for every month paid.
import { formatDate, formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { MessageKey } from '../../../i18n/catalogue.ts';
import { LeaseSummary } from '../owner/LeaseSummary.tsx';
import { EmptyState } from '../ui/States.tsx';
import { TenantFrame, type TenantScreenProps } from './TenantFrame.tsx';

export function TenantDocuments(props: TenantScreenProps) {
  const { t } = props;
  return (
    <TenantFrame
      {...props}
      title="tenant.documents.title"
      intro="tenant.documents.intro"
      page="documents"
    >
      {(data) => {
        const receipts = data.leases.flatMap((x) =>
          x.rent
            .filter((r) => r.status === 'paid')
            .map((r) => ({ ...r, title: x.property?.title ?? t('tenant.unavailableProperty') })),
        );
        return (
          <>
            <section aria-labelledby="documents-leases">
              <h2 id="documents-leases">{t('tenant.documents.agreements')}</h2>
              <ul className="row-list">
                {data.leases.map((x) => (
                  <li key={x.lease.id} className="card">
                    <details>
                      <summary>
                        {t('tenant.documents.agreement', {
                          property: x.property?.title ?? t('tenant.unavailableProperty'),
                          start: formatDate(x.lease.start_date),
                        })}
                      </summary>
                      <LeaseSummary
                        lease={x.lease}
                        party={x.party}
                        propertyTitle={x.property?.title ?? t('tenant.unavailableProperty')}
                        t={t}
                      />
                    </details>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="documents-receipts">
              <h2 id="documents-receipts">{t('tenant.documents.receipts')}</h2>
              {receipts.length === 0 ? (
                <EmptyState text={t('tenant.documents.noReceipts')} />
              ) : (
                <ul className="row-list">
                  {receipts.map((r) => (
                    <li key={r.id} className="row">
                      <div className="row__main">
                        <p className="row__title">
                          {t('tenant.documents.receipt', {
                            month: formatMonth(r.month),
                            property: r.title,
                          })}
                        </p>
                        <p className="row__meta">
                          {t('tenant.documents.receiptLine', {
                            amount: formatRupees(r.amount),
                            date: formatDate(r.paid_on),
                            mode: r.payment_mode
                              ? t(`register.method.${r.payment_mode}` as MessageKey)
                              : '—',
                            reference: r.reference ?? '—',
                          })}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        );
      }}
    </TenantFrame>
  );
}
