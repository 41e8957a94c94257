// Every lease of the portfolio with its terms in full: running ones first, then upcoming, then ended,
// each with the days left when it ends within its notice period.
import { formatDate } from '@rentals/core/format';
import { daysBetween } from '@rentals/core/dates';
import { leaseState, stateColorStatus, type LeaseState } from '../../../lib/portal/owner/derive.ts';
import { StatusBadge } from '../ui/Badge.tsx';
import { EmptyState } from '../ui/States.tsx';
import { LeaseSummary } from './LeaseSummary.tsx';
import { OwnerFrame, type OwnerScreenProps } from './OwnerFrame.tsx';

const ORDER: Record<LeaseState, number> = { active: 0, upcoming: 1, ended: 2 };

export function OwnerLeases(props: OwnerScreenProps) {
  const { t, today } = props;
  return (
    <OwnerFrame {...props} title="owner.leases.title" page="lease">
      {(data) => {
        if (data.tenancies.length === 0) return <EmptyState text={t('owner.tenants.empty')} />;
        const leases = data.tenancies
          .map((x) => ({ ...x, state: leaseState(x.lease, today) }))
          .sort((a, b) => ORDER[a.state] - ORDER[b.state] || b.lease.start_date.localeCompare(a.lease.start_date));
        return (
          <ul className="row-list">
            {leases.map((x) => {
              const left = x.lease.end_date && x.state === 'active' ? daysBetween(today, x.lease.end_date) : null;
              return (
                <li key={x.lease.id} className="card">
                  <h2 id={`lease-${x.lease.id}`}>
                    {t('owner.leases.heading', { property: x.property_title, tenant: x.party?.tenant_name ?? '—' })}{' '}
                    <StatusBadge status={stateColorStatus(x.state)} label={t(`owner.lease.${x.state}`)} />
                  </h2>
                  {left !== null && left <= x.lease.notice_period_days && (
                    <p className="notice notice--info">
                      {t('owner.leases.endingSoon', { date: formatDate(x.lease.end_date), days: left })}
                    </p>
                  )}
                  <LeaseSummary lease={x.lease} party={x.party} propertyTitle={x.property_title} t={t} />
                </li>
              );
            })}
          </ul>
        );
      }}
    </OwnerFrame>
  );
}
