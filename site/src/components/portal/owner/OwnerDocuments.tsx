// The portfolio's lease agreements, each opening to its terms, newest first.
import { formatDate } from '@rentals/core/format';
import { EmptyState } from '../ui/States.tsx';
import { LeaseSummary } from './LeaseSummary.tsx';
import { OwnerFrame, type OwnerScreenProps } from './OwnerFrame.tsx';

export function OwnerDocuments(props: OwnerScreenProps) {
  const { t } = props;
  return (
    <OwnerFrame {...props} title="owner.documents.title" page="documents">
      {(data) =>
        data.tenancies.length === 0 ? (
          <EmptyState text={t('owner.documents.empty')} />
        ) : (
          <ul className="row-list">
            {data.tenancies.map((x) => (
              <li key={x.lease.id} className="card">
                <details>
                  <summary>
                    {t('owner.documents.agreement', {
                      property: x.property_title,
                      tenant: x.party?.tenant_name ?? '—',
                      start: formatDate(x.lease.start_date),
                    })}
                  </summary>
                  <LeaseSummary
                    lease={x.lease}
                    party={x.party}
                    propertyTitle={x.property_title}
                    t={t}
                  />
                </details>
              </li>
            ))}
          </ul>
        )
      }
    </OwnerFrame>
  );
}
