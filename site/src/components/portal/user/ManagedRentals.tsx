// My managed rentals: properties the company manages for the person (configured by an admin) and
// every managed rental application they submitted.
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { Translate } from '../../../i18n/t.ts';
import type { ManagedApplication, ManagedDetails } from '../../../lib/portal/applications.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import { StatusBadge } from '../ui/Badge.tsx';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';
import { statusText } from '../ui/statusText.ts';
import { ManagedApplicationList } from './ManagedApplicationList.tsx';

export interface ManagedRentalsProps {
  state: Loaded<{ applications: ManagedApplication[]; details: ManagedDetails[] }>;
  here: string;
  t: Translate;
}

export function ManagedRentals({ state, here, t }: ManagedRentalsProps) {
  const heading = (
    <PageHeading title={t('user.managed.title')} intro={t('user.managed.intro')}>
      <a className="button" href="/portal/user/submit-managed-rental">
        {t('portal.nav.submitManagedRental')}
      </a>
    </PageHeading>
  );
  if (state.status === 'error') {
    return (
      <>
        {heading}
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref={here} />
      </>
    );
  }
  const { applications, details } = state.data;
  return (
    <>
      {heading}
      <section aria-labelledby="managed-active" className="section">
        <h2 id="managed-active">{t('user.managed.active')}</h2>
        {details.length === 0 ? (
          <EmptyState text={t('user.managed.noneActive')} />
        ) : (
          <ul className="card-grid">
            {details.map((item) => (
              <li key={item.id} className="card">
                <h3>{item.property_name}</h3>
                <dl className="facts">
                  <dt>{t('user.managed.rent')}</dt>
                  <dd>{formatRupees(item.monthly_rent)}</dd>
                  <dt>{t('user.managed.rvl')}</dt>
                  <dd>{formatRupees(item.rvl_amount)}</dd>
                  <dt>{t('user.managed.lease')}</dt>
                  <dd>{`${formatDate(item.lease_start_date)} – ${formatDate(item.lease_end_date)}`}</dd>
                  <dt>{t('user.managed.paymentDay')}</dt>
                  <dd>{item.monthly_rent_payment_date}</dd>
                </dl>
                <StatusBadge status={item.status === 'active' ? 'approved' : item.status} label={statusText(t, 'user.managedStatus', item.status)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="managed-applications" className="section">
        <h2 id="managed-applications">{t('user.apps.managed')}</h2>
        {applications.length === 0 ? <EmptyState text={t('user.apps.managedNone')} /> : <ManagedApplicationList applications={applications} t={t} />}
      </section>
    </>
  );
}
