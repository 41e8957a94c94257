// The months the landlord's tenants marked paid, waiting for the landlord: how and when each was
// paid, Confirm received (the month is paid and its receipt follows) or Not received with a reason.
// Only the landlord confirms; a property manager sees the portfolio's payments without this.
import { formatDate, formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { Translate } from '../../../i18n/t.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import type { PortfolioData } from '../../../lib/portal/owner/screens.ts';
import { paymentHow } from './paymentHow.ts';
import { ReopenRentForm } from './ReopenRentForm.tsx';

export const CONFIRM_RENT_ACTION = '/portal/landlord/payments/confirm';

export interface RentToConfirmProps {
  state: Loaded<PortfolioData>;
  t: Translate;
}

/** Nothing when no month waits (or the portfolio did not load: the page says why below). */
export function RentToConfirm({ state, t }: RentToConfirmProps) {
  if (state.status !== 'ok') return null;
  const waiting = state.data.tenancies
    .flatMap((x) => x.rent.filter((r) => r.status !== 'paid' && r.reported_at).map((rent) => ({ rent, x })))
    .sort((a, b) => a.rent.month.localeCompare(b.rent.month));
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="rent-to-confirm" className="stack">
      <h2 id="rent-to-confirm">{t('tenancy.confirm.title')}</h2>
      <p>{t('tenancy.confirm.intro')}</p>
      <ul className="row-list">
        {waiting.map(({ rent, x }) => {
          const what = t('tenancy.pay.month', { month: formatMonth(rent.month), property: x.property_title });
          return (
            <li key={rent.id} className="card">
              <h3>
                {t('tenancy.confirm.item', { month: formatMonth(rent.month), property: x.property_title, tenant: x.party?.tenant_name ?? '—' })}
              </h3>
              <p>
                {t('tenancy.confirm.details', {
                  amount: formatRupees(rent.amount),
                  how: paymentHow({ ...rent, note: null }, t),
                  date: formatDate(rent.reported_paid_on),
                })}
              </p>
              {rent.note && <p className="row__meta">{rent.note}</p>}
              <div className="actions">
                <form method="post" action={CONFIRM_RENT_ACTION}>
                  <input type="hidden" name="rent_payment_id" value={rent.id} />
                  <button type="submit" className="button" data-pending-label={t('tenancy.confirm.saving')}>
                    {t('tenancy.confirm.confirm')}
                    <span className="visually-hidden">: {what}</span>
                  </button>
                </form>
              </div>
              <ReopenRentForm rentId={rent.id} what={what} summary={t('tenancy.confirm.notReceived')} t={t} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
