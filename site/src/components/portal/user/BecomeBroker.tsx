// Become a broker: what the programme offers, and where the person stands (not registered,
// registered and waiting for activation, active). Registration itself is /register/broker.
import { formatRupees } from '@rentals/core/money';
import { BROKER_REGISTRATION_FEE } from '@rentals/core/constants';
import { RANKS } from '@rentals/core/ranks';
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import { Notice } from '../ui/Notice.tsx';
import { ErrorState, PageHeading } from '../ui/States.tsx';

export type BrokerStanding = 'none' | 'pending' | 'active';

export function BecomeBroker({ state, t }: { state: Loaded<BrokerStanding>; t: Translate }) {
  const first = RANKS[0];
  const top = RANKS[RANKS.length - 1];
  return (
    <>
      <PageHeading title={t('user.broker.title')} intro={t('user.broker.intro')} />
      {state.status === 'error' ? (
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref="/portal/user/become-broker" />
      ) : state.data === 'active' ? (
        <div className="actions">
          <Notice kind="success" text={t('user.broker.active')} />
          <a className="button" href="/portal/broker">
            {t('portal.nav.brokerPortal')}
          </a>
        </div>
      ) : state.data === 'pending' ? (
        <div className="actions">
          <Notice kind="info" text={t('user.broker.pending')} />
          <a className="button button--ghost" href="/register/broker/payment">
            {t('user.broker.seeRegistration')}
          </a>
        </div>
      ) : (
        <section className="card" aria-labelledby="broker-offer">
          <h2 id="broker-offer">{t('user.broker.offer')}</h2>
          <ul>
            <li>{t('user.broker.point.commission', { from: first?.percentage ?? 10, to: top?.percentage ?? 35 })}</li>
            <li>{t('user.broker.point.managed')}</li>
            <li>{t('user.broker.point.fee', { fee: formatRupees(BROKER_REGISTRATION_FEE) })}</li>
          </ul>
          <a className="button" href="/register/broker">
            {t('user.broker.register')}
          </a>
        </section>
      )}
    </>
  );
}
