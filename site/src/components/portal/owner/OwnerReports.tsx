// Reports on the portfolio: occupancy, tenancies by state and maintenance performance.
import { formatNumber } from '@rentals/core/money';
import { leaseState, maintenanceSummary } from '../../../lib/portal/owner/derive.ts';
import { EmptyState } from '../ui/States.tsx';
import { OwnerFrame, Stat, type OwnerScreenProps } from './OwnerFrame.tsx';

export function OwnerReports(props: OwnerScreenProps) {
  const { t, today } = props;
  return (
    <OwnerFrame {...props} title="owner.reports.title" page="reports">
      {(data) => {
        if (data.properties.length === 0) return <EmptyState text={t('owner.properties.empty')} />;
        const rented = data.properties.filter((p) => p.availability === 'rented').length;
        const states = data.tenancies.map((x) => leaseState(x.lease, today));
        const maintenance = maintenanceSummary(data.requests);
        return (
          <>
            <section aria-labelledby="reports-occupancy">
              <h2 id="reports-occupancy">{t('owner.reports.occupancy')}</h2>
              <dl className="stat-grid">
                <Stat
                  label={t('owner.overview.properties')}
                  value={formatNumber(data.properties.length)}
                />
                <Stat label={t('owner.reports.rented')} value={formatNumber(rented)} />
                <Stat
                  label={t('owner.reports.available')}
                  value={formatNumber(
                    data.properties.filter((p) => p.availability === 'available').length,
                  )}
                />
                <Stat
                  label={t('owner.reports.occupancyRate')}
                  value={`${Math.round((rented / data.properties.length) * 100)}%`}
                />
              </dl>
            </section>
            <section aria-labelledby="reports-tenancies">
              <h2 id="reports-tenancies">{t('owner.reports.tenancies')}</h2>
              <dl className="stat-grid">
                <Stat
                  label={t('owner.lease.active')}
                  value={formatNumber(states.filter((s) => s === 'active').length)}
                />
                <Stat
                  label={t('owner.lease.upcoming')}
                  value={formatNumber(states.filter((s) => s === 'upcoming').length)}
                />
                <Stat
                  label={t('owner.lease.ended')}
                  value={formatNumber(states.filter((s) => s === 'ended').length)}
                />
              </dl>
            </section>
            <section aria-labelledby="reports-maintenance">
              <h2 id="reports-maintenance">{t('owner.reports.maintenance')}</h2>
              <dl className="stat-grid">
                <Stat
                  label={t('owner.maintenance.status.open')}
                  value={formatNumber(maintenance.open)}
                />
                <Stat
                  label={t('owner.maintenance.status.in_progress')}
                  value={formatNumber(maintenance.in_progress)}
                />
                <Stat
                  label={t('owner.maintenance.status.closed')}
                  value={formatNumber(maintenance.closed)}
                />
                <Stat
                  label={t('owner.reports.daysToClose')}
                  value={
                    maintenance.average_days_to_close === null
                      ? '—'
                      : t('owner.reports.days', { days: maintenance.average_days_to_close })
                  }
                />
              </dl>
            </section>
          </>
        );
      }}
    </OwnerFrame>
  );
}
