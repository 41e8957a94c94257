// The landlord's or manager's first screen: what waits for them (OwnerTodo), then the portfolio in
// four figures. The portal's sidebar (or its menu on a phone) is the one way to the other pages.
import { formatNumber, formatRupees } from '@rentals/core/money';
import { monthStart } from '@rentals/core/dates';
import { leaseState } from '../../../lib/portal/owner/derive.ts';
import { OwnerFrame, Stat, type OwnerScreenProps } from './OwnerFrame.tsx';
import { OwnerTodo } from './OwnerTodo.tsx';

export function OwnerOverview(props: OwnerScreenProps) {
  const { t, today, role } = props;
  return (
    <OwnerFrame {...props} title={role === 'manager' ? 'owner.overview.managerTitle' : 'owner.overview.landlordTitle'} page="">
      {(data) => {
        const thisMonth = monthStart(today);
        const outstanding = data.tenancies
          .flatMap((tenancy) => tenancy.rent)
          .filter((r) => r.month === thisMonth && r.status !== 'paid')
          .reduce((sum, r) => sum + Number(r.amount), 0);
        return (
          <>
            <OwnerTodo data={data} role={role} today={today} t={t} />
            <section aria-labelledby="owner-figures">
              <h2 id="owner-figures">{t('owner.overview.figures')}</h2>
              <dl className="stat-grid">
                <Stat label={t('owner.overview.properties')} value={formatNumber(data.properties.length)} />
                <Stat
                  label={t('owner.overview.tenants')}
                  value={formatNumber(data.tenancies.filter((x) => leaseState(x.lease, today) === 'active').length)}
                />
                <Stat
                  label={t('owner.overview.openRequests')}
                  value={formatNumber(data.requests.filter((r) => r.status === 'open' || r.status === 'in_progress').length)}
                />
                <Stat label={t('owner.overview.outstanding')} value={formatRupees(outstanding)} />
              </dl>
            </section>
          </>
        );
      }}
    </OwnerFrame>
  );
}
