// The broker's documents: the registration receipt, a statement per commission month (the month's
// section on the commissions page) and the programme's own documents.
import '../data/data.css';
import { formatDate, formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { BROKER_REGISTRATION_FEE } from '@rentals/core/constants';
import type { MessageKey } from '../../../i18n/catalogue.ts';
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { OwnBroker } from '../../../lib/portal/broker/brokerOverview.ts';
import type { MonthTotal } from '../../../lib/portal/ledger.ts';
import { StatusBadge } from '../ui/Badge.tsx';
import { EmptyState, ErrorState, PageHeading } from '../ui/States.tsx';

export interface BrokerDocumentsData {
  broker: OwnBroker;
  months: MonthTotal<unknown>[];
}

export function BrokerDocuments({
  state,
  t,
}: {
  state: Loaded<BrokerDocumentsData>;
  t: Translate;
}) {
  return (
    <>
      <PageHeading title={t('broker.documents.title')} intro={t('broker.documents.intro')} />
      {state.status === 'error' ? (
        <ErrorState
          text={t(state.message)}
          retryLabel={t('portal.retry')}
          retryHref="/portal/broker/documents"
        />
      ) : (
        <>
          <section className="card" aria-labelledby="documents-receipt">
            <h2 id="documents-receipt">{t('broker.documents.receipt')}</h2>
            {state.data.broker.reg_fee_paid ? (
              <dl className="definition-list">
                <dt>{t('register.broker.amount')}</dt>
                <dd>{formatRupees(BROKER_REGISTRATION_FEE)}</dd>
                <dt>{t('register.broker.paymentMethod')}</dt>
                <dd>
                  {state.data.broker.reg_payment_mode
                    ? t(`register.method.${state.data.broker.reg_payment_mode}` as MessageKey)
                    : '—'}
                </dd>
                <dt>{t('register.broker.reference')}</dt>
                <dd>{state.data.broker.reg_payment_ref ?? '—'}</dd>
                <dt>{t('broker.documents.paidOn')}</dt>
                <dd>{formatDate(state.data.broker.reg_paid_at)}</dd>
              </dl>
            ) : (
              <p>{t('broker.documents.receiptPending')}</p>
            )}
          </section>
          <section className="card" aria-labelledby="documents-statements">
            <h2 id="documents-statements">{t('broker.documents.statements')}</h2>
            {state.data.months.length === 0 ? (
              <EmptyState text={t('broker.commissions.empty')} />
            ) : (
              <ul className="row-list">
                {state.data.months.map((month) => (
                  <li key={month.month} className="row">
                    <div className="row__main">
                      <a
                        className="row__title"
                        href={`/portal/broker/commissions#month-${month.month}`}
                      >
                        {t('broker.documents.statement', { month: formatMonth(month.month) })}
                      </a>
                      <p className="row__meta">{formatRupees(month.total)}</p>
                    </div>
                    <StatusBadge
                      status={month.paid ? 'completed' : 'pending'}
                      label={t(
                        month.paid ? 'broker.commissions.paid' : 'broker.commissions.unpaid',
                      )}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="card" aria-labelledby="documents-programme">
            <h2 id="documents-programme">{t('broker.documents.programme')}</h2>
            <ul>
              <li>
                <a href="/brokers">{t('broker.documents.programmeGuide')}</a>
              </li>
              <li>
                <a href="/terms-conditions">{t('broker.documents.terms')}</a>
              </li>
              <li>
                <a href="/privacy-policy">{t('broker.documents.privacy')}</a>
              </li>
            </ul>
          </section>
        </>
      )}
    </>
  );
}
