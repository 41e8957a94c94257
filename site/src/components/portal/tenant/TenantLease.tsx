// The tenant's lease: the current (or latest) one in full, earlier ones behind a disclosure.
import { phoneHref } from '@rentals/core/format';
import { leaseState, stateColorStatus } from '../../../lib/portal/owner/derive.ts';
import type { TenantLease as Tenancy } from '../../../lib/portal/tenant/tenantData.ts';
import type { Translate } from '../../../i18n/t.ts';
import { LeaseSummary } from '../owner/LeaseSummary.tsx';
import { StatusBadge } from '../ui/Badge.tsx';
import { TenantFrame, type TenantScreenProps } from './TenantFrame.tsx';

export function TenantLease(props: TenantScreenProps) {
  const { t, today } = props;
  return (
    <TenantFrame {...props} title="tenant.lease.title" intro="tenant.lease.intro" page="lease">
      {(data) => {
        const current =
          data.leases.find((x) => leaseState(x.lease, today) === 'active') ?? data.leases[0];
        const others = data.leases.filter((x) => x !== current);
        return (
          <>
            {current && <LeaseCard tenancy={current} today={today} t={t} />}
            {others.length > 0 && (
              <details className="card">
                <summary>{t('tenant.lease.earlier', { count: others.length })}</summary>
                {others.map((x) => (
                  <LeaseCard key={x.lease.id} tenancy={x} today={today} t={t} />
                ))}
              </details>
            )}
          </>
        );
      }}
    </TenantFrame>
  );
}

function LeaseCard({ tenancy, today, t }: { tenancy: Tenancy; today: string; t: Translate }) {
  const state = leaseState(tenancy.lease, today);
  const title = tenancy.property?.title ?? t('tenant.unavailableProperty');
  return (
    <section className="card" aria-labelledby={`lease-${tenancy.lease.id}`}>
      <h2 id={`lease-${tenancy.lease.id}`}>
        {title} <StatusBadge status={stateColorStatus(state)} label={t(`owner.lease.${state}`)} />
      </h2>
      <LeaseSummary lease={tenancy.lease} party={tenancy.party} propertyTitle={title} t={t} />
      {tenancy.party?.owner_phone && (
        <p>
          <a
            className="button button--ghost"
            href={phoneHref(tenancy.party.owner_phone)}
          >
            {t('tenant.lease.call', { name: tenancy.party.owner_name ?? t('lease.owner') })}
          </a>
        </p>
      )}
    </section>
  );
}
