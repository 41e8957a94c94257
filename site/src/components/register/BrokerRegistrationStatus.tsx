// /register/broker: the programme in brief and where the person stands: not registered yet (start or
// continue), registered and waiting for an admin to confirm the payment, or active.
import '../portal/data/data.css';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { BROKER_REGISTRATION_FEE } from '@rentals/core/constants';
import { StatusBadge } from '../portal/ui/Badge.tsx';
import { ErrorState, PageHeading } from '../portal/ui/States.tsx';
import type { MessageKey } from '../../i18n/catalogue.ts';
import type { Translate } from '../../i18n/t.ts';
import type { Loaded } from '../../lib/portal/loaded.ts';
import type { BrokerStanding, RegistrationPayment } from '../../lib/register/brokerStatus.ts';

export interface BrokerRegistrationStatusProps {
  state: Loaded<BrokerStanding>;
  /** Something entered already: the button says Continue. */
  inProgress: boolean;
  t: Translate;
}

export function BrokerRegistrationStatus({ state, inProgress, t }: BrokerRegistrationStatusProps) {
  return (
    <>
      <PageHeading title={t('register.broker.title')} intro={t('register.broker.intro')} />
      {state.status === 'error' ? (
        <ErrorState
          text={t(state.message)}
          retryLabel={t('portal.retry')}
          retryHref="/register/broker"
        />
      ) : state.data.kind === 'none' ? (
        <section className="card" aria-labelledby="register-start">
          <h2 id="register-start">
            {t('register.broker.fee', { fee: formatRupees(BROKER_REGISTRATION_FEE) })}
          </h2>
          <div className="actions">
            <a className="button" href="/register/broker/form">
              {t(inProgress ? 'register.broker.resume' : 'register.broker.start')}
            </a>
            <a className="button button--ghost" href="/brokers">
              {t('register.broker.learnMore')}
            </a>
          </div>
        </section>
      ) : (
        <section className="card" aria-labelledby="register-standing">
          <h2 id="register-standing">
            {t(
              state.data.kind === 'active'
                ? 'register.broker.activeTitle'
                : 'register.broker.pendingTitle',
            )}
          </h2>
          <p>
            {t(
              state.data.kind === 'active'
                ? 'register.broker.activeText'
                : 'register.broker.pendingText',
            )}
          </p>
          <h3>{t('register.broker.details')}</h3>
          <dl className="definition-list">
            <dt>{t('register.broker.name')}</dt>
            <dd>{state.data.broker.name}</dd>
            {state.data.payment && <PaymentLines payment={state.data.payment} t={t} />}
            <dt>{t('register.broker.submitted')}</dt>
            <dd>{formatDate(state.data.broker.created_at)}</dd>
            {state.data.kind === 'active' && (
              <>
                <dt>{t('register.broker.activated')}</dt>
                <dd>{formatDate(state.data.broker.reg_paid_at)}</dd>
              </>
            )}
          </dl>
          {state.data.kind === 'active' && (
            <p>
              <a className="button" href="/portal/broker">
                {t('register.broker.openPortal')}
              </a>
            </p>
          )}
        </section>
      )}
    </>
  );
}

function PaymentLines({ payment, t }: { payment: RegistrationPayment; t: Translate }) {
  return (
    <>
      <dt>{t('register.broker.paymentMethod')}</dt>
      <dd>{t(`register.method.${payment.provider}` as MessageKey)}</dd>
      {payment.provider_payment_id && (
        <>
          <dt>{t('register.broker.reference')}</dt>
          <dd>{payment.provider_payment_id}</dd>
        </>
      )}
      <dt>{t('register.broker.amount')}</dt>
      <dd>{formatRupees(payment.amount)}</dd>
      <dt>{t('register.broker.paymentStatus')}</dt>
      <dd>
        {payment.status === 'succeeded' ? (
          <StatusBadge status="completed" label={t('register.broker.paid')} />
        ) : (
          <StatusBadge status={payment.status} label={t('register.broker.awaiting')} />
        )}
      </dd>
    </>
  );
}
