// Tenancies of the portfolio: the tenant and how to reach them, the property, the period and rent,
// and where this month's rent stands.
import { formatRupees } from '@rentals/core/money';
import { monthStart } from '@rentals/core/dates';
import { leaseState, rentState, stateColorStatus } from '../../../lib/portal/owner/derive.ts';
import { RecordTable } from '../data/RecordTable.tsx';
import { StatusBadge } from '../ui/Badge.tsx';
import { EmptyState } from '../ui/States.tsx';
import { leasePeriod } from './LeaseSummary.tsx';
import { OwnerFrame, type OwnerScreenProps } from './OwnerFrame.tsx';

export function OwnerTenants(props: OwnerScreenProps) {
  const { t, today } = props;
  const thisMonth = monthStart(today);
  return (
    <OwnerFrame {...props} title="owner.tenants.title" page="tenants">
      {(data) =>
        data.tenancies.length === 0 ? (
          <EmptyState
            text={t('owner.tenants.empty')}
            {...(props.role === 'landlord' ? { action: { href: '/portal/landlord/record-tenancy', label: t('tenancy.nav.record') } } : {})}
          />
        ) : (
          <RecordTable
            caption={t('owner.tenants.title')}
            rows={data.tenancies}
            rowKey={(x) => x.lease.id}
            columns={[
              {
                header: t('owner.tenants.tenant'),
                cell: (x) => (
                  <>
                    <strong>{x.party?.tenant_name ?? '—'}</strong>
                    {x.party?.tenant_phone && (
                      <>
                        <br />
                        <a href={`tel:${x.party.tenant_phone.replace(/\s+/g, '')}`}>
                          {x.party.tenant_phone}
                        </a>
                      </>
                    )}
                    {x.party?.tenant_email && (
                      <>
                        <br />
                        <a href={`mailto:${x.party.tenant_email}`}>{x.party.tenant_email}</a>
                      </>
                    )}
                  </>
                ),
              },
              { header: t('owner.tenants.property'), cell: (x) => x.property_title },
              {
                header: t('owner.tenants.period'),
                cell: (x) => leasePeriod(x.lease, t),
              },
              {
                header: t('owner.tenants.rent'),
                cell: (x) => formatRupees(x.lease.monthly_rent),
                numeric: true,
              },
              {
                header: t('owner.tenants.lease'),
                cell: (x) => {
                  const s = leaseState(x.lease, today);
                  return <StatusBadge status={stateColorStatus(s)} label={t(`owner.lease.${s}`)} />;
                },
              },
              {
                header: t('owner.tenants.thisMonth'),
                cell: (x) => {
                  const rent = x.rent.find((r) => r.month === thisMonth);
                  if (!rent) return '—';
                  const s = rentState(rent, today);
                  return <StatusBadge status={stateColorStatus(s)} label={t(`owner.rent.${s}`)} />;
                },
              },
            ]}
          />
        )
      }
    </OwnerFrame>
  );
}
