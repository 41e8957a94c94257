// The landlord's or manager's first screen: the portfolio in four figures and the way to each page.
import { formatNumber, formatRupees } from '@rentals/core/money';
import { monthStart } from '@rentals/core/dates';
import { leaseState, rentState } from '../../../lib/portal/owner/derive.ts';
import { OwnerFrame, Stat, type OwnerScreenProps } from './OwnerFrame.tsx';

export function OwnerOverview(props: OwnerScreenProps) {
  const { t, today, role } = props;
  const base = `/portal/${role}`;
  return (
    <OwnerFrame
      {...props}
      title={role === 'manager' ? 'owner.overview.managerTitle' : 'owner.overview.landlordTitle'}
      page=""
    >
      {(data) => {
        const thisMonth = monthStart(today);
        const rent = data.tenancies.flatMap((tenancy) => tenancy.rent);
        const outstanding = rent
          .filter((r) => r.month === thisMonth && r.status !== 'paid')
          .reduce((sum, r) => sum + Number(r.amount), 0);
        const overdue = rent.filter((r) => rentState(r, today) === 'overdue').length;
        return (
          <>
            <dl className="stat-grid">
              <Stat
                label={t('owner.overview.properties')}
                value={formatNumber(data.properties.length)}
                href={`${base}/properties`}
              />
              <Stat
                label={t('owner.overview.tenants')}
                value={formatNumber(
                  data.tenancies.filter((x) => leaseState(x.lease, today) === 'active').length,
                )}
                href={`${base}/tenants`}
              />
              <Stat
                label={t('owner.overview.openRequests')}
                value={formatNumber(
                  data.requests.filter((r) => r.status === 'open' || r.status === 'in_progress')
                    .length,
                )}
                href={`${base}/maintenance`}
              />
              <Stat
                label={t('owner.overview.outstanding')}
                value={formatRupees(outstanding)}
                href={`${base}/financials`}
              />
            </dl>
            {overdue > 0 && (
              <p className="notice notice--info">
                {t('owner.overview.overdue', { count: overdue })}
              </p>
            )}
            <section className="card" aria-labelledby="owner-pages">
              <h2 id="owner-pages">{t('owner.overview.pages')}</h2>
              <div className="actions">
                {(
                  [
                    'properties',
                    'tenants',
                    'financials',
                    'reports',
                    'documents',
                    'maintenance',
                    'lease',
                    'payments',
                    'managed-rentals',
                  ] as const
                ).map((page) => (
                  <a key={page} className="button button--ghost" href={`${base}/${page}`}>
                    {t(`owner.nav.${page === 'managed-rentals' ? 'managedRentals' : page}`)}
                  </a>
                ))}
              </div>
            </section>
          </>
        );
      }}
    </OwnerFrame>
  );
}
