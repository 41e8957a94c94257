// The tenant's documents page opens with each lease's terms; the leave-and-licence agreements and
// the rent receipts (each month once, the year's receipt on top) follow it (AgreementPanel and
// RentReceipts, shared with the landlord's and manager's documents).
import { formatDate } from '@rentals/core/format';
import { LeaseSummary } from '../owner/LeaseSummary.tsx';
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
      {(data) => (
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
      )}
    </TenantFrame>
  );
}
