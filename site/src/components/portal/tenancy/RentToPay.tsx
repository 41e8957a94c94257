// The tenant's rent to pay, month by month up to this one: the amount and due date, a UPI link that
// opens their payment app with the landlord, amount and note filled in (and the same as a QR code
// for a second phone), and "I have paid" with how they paid. Months they marked paid wait below for
// the landlord's confirmation; the receipt follows it.
import { addDays, monthStart } from '@rentals/core/dates';
import { formatDate, formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { rentPaymentNote, upiPaymentLink } from '@rentals/core/rules/upiPayment';
import { RENT_NOTE_MAX, RENT_PAYMENT_MODES } from '@rentals/core/validation/tenancy';
import type { MessageKey } from '../../../i18n/catalogue.ts';
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { RentPayment } from '../../../lib/portal/owner/portfolio.ts';
import { rentState } from '../../../lib/portal/owner/derive.ts';
import type { RentPayee } from '../../../lib/portal/tenancy/tenancyData.ts';
import type { TenancyData } from '../../../lib/portal/tenant/tenantData.ts';
import { FormField } from '../../form/FormField.tsx';
import { EmptyState } from '../ui/States.tsx';
import { paymentHow } from './paymentHow.ts';
import { UpiQrCode } from './UpiQrCode.tsx';

export const REPORT_RENT_ACTION = '/portal/tenant/payments/report';

export interface RentToPayProps {
  state: Loaded<TenancyData>;
  /** Whom each lease's rent goes to, by lease (rent_payees); a lease without one shows no UPI link. */
  payees: ReadonlyMap<string, RentPayee>;
  today: string;
  t: Translate;
}

interface Month {
  rent: RentPayment;
  property: string;
  payee: RentPayee | undefined;
}

function MarkPaidForm({ rent, today, t }: { rent: RentPayment; today: string; t: Translate }) {
  const id = (name: string) => `pay-${rent.id}-${name}`;
  const month = formatMonth(rent.month);
  return (
    <details>
      <summary>{t('tenancy.pay.mark', { month })}</summary>
      <form method="post" action={REPORT_RENT_ACTION} className="form">
        <input type="hidden" name="rent_payment_id" value={rent.id} />
        <fieldset>
          <legend>{t('tenancy.pay.mode')}</legend>
          {RENT_PAYMENT_MODES.map((mode, i) => (
            <label key={mode} className="checkbox">
              <input type="radio" name="payment_mode" value={mode} defaultChecked={i === 0} required /> {t(`register.method.${mode}` as MessageKey)}
            </label>
          ))}
        </fieldset>
        <FormField look="portal" id={id('reference')} name="reference" label={t('tenancy.pay.reference')} hint={t('tenancy.pay.referenceHint')}>
          {(props) => <input {...props} type="text" autoComplete="off" maxLength={64} />}
        </FormField>
        <FormField look="portal" id={id('paid_on')} name="paid_on" label={t('tenancy.pay.paidOn')}>
          {(props) => <input {...props} type="date" defaultValue={today} max={today} min={addDays(today, -365)} />}
        </FormField>
        <FormField look="portal" id={id('note')} name="note" label={t('tenancy.pay.note')}>
          {(props) => <textarea {...props} rows={2} maxLength={RENT_NOTE_MAX} />}
        </FormField>
        <div className="actions">
          <button type="submit" className="button" data-pending-label={t('tenancy.pay.saving')}>
            {t('tenancy.pay.submit')}
            <span className="visually-hidden">: {month}</span>
          </button>
        </div>
      </form>
    </details>
  );
}

function PayByUpi({ rent, payee, t }: { rent: RentPayment; payee: RentPayee; t: Translate }) {
  const note = rentPaymentNote(rent.month);
  const link = upiPaymentLink({ upiId: payee.upi_id ?? '', payeeName: payee.payee_name ?? '', amount: rent.amount, note });
  const amount = formatRupees(rent.amount);
  const name = payee.payee_name ?? payee.upi_id ?? '';
  return (
    <>
      <p>
        <a className="button" href={link}>
          {t('tenancy.pay.upi', { amount })}
        </a>
      </p>
      <p className="row__meta">{t('tenancy.pay.upiTo', { payee: name, upi: payee.upi_id ?? '', note })}</p>
      <details>
        <summary>{t('tenancy.pay.qrHint')}</summary>
        <UpiQrCode link={link} label={t('tenancy.pay.qr', { amount, payee: name })} />
      </details>
    </>
  );
}

/** Nothing while the tenancy has not loaded: the rent table below says why. */
export function RentToPay({ state, payees, today, t }: RentToPayProps) {
  if (state.status !== 'ok') return null;
  const months: Month[] = state.data.leases
    .flatMap((x) =>
      x.rent.map((rent) => ({ rent, property: x.property?.title ?? t('tenant.unavailableProperty'), payee: payees.get(x.lease.id) })),
    )
    .filter((m) => m.rent.status !== 'paid' && m.rent.month <= monthStart(today))
    .sort((a, b) => a.rent.month.localeCompare(b.rent.month));
  const toPay = months.filter((m) => rentState(m.rent, today) !== 'reported');
  const waiting = months.filter((m) => rentState(m.rent, today) === 'reported');
  return (
    <section aria-labelledby="rent-to-pay" className="stack">
      <h2 id="rent-to-pay">{t('tenancy.pay.title')}</h2>
      {toPay.length === 0 ? (
        <EmptyState text={t('tenancy.pay.none')} />
      ) : (
        <ul className="row-list">
          {toPay.map(({ rent, property, payee }) => (
            <li key={rent.id} className="card">
              <h3>{t('tenancy.pay.month', { month: formatMonth(rent.month), property })}</h3>
              <p>
                <strong>{formatRupees(rent.amount)}</strong> ·{' '}
                {t(rentState(rent, today) === 'overdue' ? 'tenancy.pay.overdue' : 'tenancy.pay.due', { date: formatDate(rent.due_date) })}
              </p>
              {payee?.upi_id ? <PayByUpi rent={rent} payee={payee} t={t} /> : <p>{t('tenancy.pay.noUpi')}</p>}
              <MarkPaidForm rent={rent} today={today} t={t} />
            </li>
          ))}
        </ul>
      )}
      {waiting.length > 0 && (
        <>
          <h3>{t('tenancy.pay.waitingTitle')}</h3>
          <ul className="row-list">
            {waiting.map(({ rent, property }) => (
              <li key={rent.id} className="row">
                {t('tenancy.pay.waiting', {
                  month: formatMonth(rent.month),
                  property,
                  how: paymentHow(rent, t),
                  date: formatDate(rent.reported_paid_on),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
