// My Properties (spec 2.12): summary cards, a card per listing with Mark Booked / Mark Available,
// View and its leads; an empty state that leads to listing a first property.
import { formatNumber } from '@rentals/core/money';
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import { summarise, type MyProperties as Data } from '../../../lib/portal/myProperties.ts';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';
import { OwnPropertyCard } from './OwnPropertyCard.tsx';

export interface MyPropertiesProps {
  state: Loaded<Data>;
  here: string;
  t: Translate;
}

export function MyProperties({ state, here, t }: MyPropertiesProps) {
  const heading = (
    <PageHeading title={t('user.myProperties.title')} intro={t('user.myProperties.intro')}>
      <a className="button" href="/properties/create">
        {t('user.myProperties.add')}
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
  const { properties, leads } = state.data;
  if (properties.length === 0) {
    return (
      <>
        <PageHeading title={t('user.myProperties.title')} intro={t('user.myProperties.intro')} />
        <EmptyState text={t('user.myProperties.empty')} action={{ href: '/properties/create', label: t('user.myProperties.add') }} />
      </>
    );
  }
  const summary = summarise(state.data);
  return (
    <>
      {heading}
      <dl className="stat-grid">
        {(['total', 'available', 'applications', 'leads'] as const).map((key) => (
          <div className="stat" key={key}>
            <dt>{t(`user.myProperties.summary.${key}`)}</dt>
            <dd>{formatNumber(summary[key])}</dd>
          </div>
        ))}
      </dl>
      <ul className="row-list">
        {properties.map((property) => (
          <li key={property.id}>
            <OwnPropertyCard property={property} leads={leads.filter((lead) => lead.property_id === property.id)} here={here} t={t} />
          </li>
        ))}
      </ul>
    </>
  );
}
