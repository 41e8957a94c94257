// The portfolio's listings: where, rent, availability, verification, and who rents it until when.
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { leaseState } from '../../../lib/portal/owner/derive.ts';
import { RecordTable } from '../data/RecordTable.tsx';
import { StatusBadge } from '../ui/Badge.tsx';
import { statusText } from '../ui/statusText.ts';
import { EmptyState } from '../ui/States.tsx';
import { OwnerFrame, type OwnerScreenProps } from './OwnerFrame.tsx';
import { localLink } from '../../../i18n/t.ts';

export function OwnerProperties(props: OwnerScreenProps) {
  const { t, today } = props;
  return (
    <OwnerFrame {...props} title="owner.properties.title" page="properties">
      {(data) => {
        if (data.properties.length === 0)
          return (
            <EmptyState
              text={t('owner.properties.empty')}
              action={{ href: '/properties/create', label: t('owner.properties.add') }}
            />
          );
        const current = new Map(
          data.tenancies
            .filter((x) => leaseState(x.lease, today) === 'active')
            .map((x) => [x.lease.property_id, x]),
        );
        const upcoming = new Set(data.tenancies.filter((x) => leaseState(x.lease, today) === 'upcoming').map((x) => x.lease.property_id));
        return (
          <RecordTable
            caption={t('owner.properties.title')}
            rows={data.properties}
            rowKey={(p) => p.id}
            columns={[
              {
                header: t('owner.properties.property'),
                cell: (p) => <a href={localLink(t, `/property/${p.id}`)}>{p.title}</a>,
              },
              {
                header: t('owner.properties.location'),
                cell: (p) => [p.locality, p.city].filter(Boolean).join(', '),
              },
              {
                header: t('owner.properties.rent'),
                cell: (p) => formatRupees(p.rent),
                numeric: true,
              },
              {
                header: t('owner.properties.availability'),
                cell: (p) => <StatusBadge status={p.availability} label={statusText(t, 'user.availability', p.availability)} />,
              },
              {
                header: t('owner.properties.verified'),
                cell: (p) => t(p.verified ? 'owner.properties.yes' : 'owner.properties.awaiting'),
              },
              {
                header: t('owner.properties.tenant'),
                cell: (p) => {
                  const tenant = current.get(p.id)?.party?.tenant_name;
                  if (tenant) return tenant;
                  // A verified listing of the landlord's own without a tenancy: they record it themselves.
                  if (props.role === 'landlord' && p.verified && !upcoming.has(p.id))
                    return (
                      <a href={`/portal/landlord/record-tenancy?property=${p.id}`}>
                        {t('tenancy.nav.record')}
                        <span className="visually-hidden">: {p.title}</span>
                      </a>
                    );
                  return '—';
                },
              },
              {
                header: t('owner.properties.leaseEnds'),
                cell: (p) => formatDate(current.get(p.id)?.lease.end_date),
              },
            ]}
          />
        );
      }}
    </OwnerFrame>
  );
}
