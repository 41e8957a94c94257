// The first things a tenant looks for: the lease they live by (with a way to call the landlord),
// the rent to pay next, and the latest receipt to download. Each links to its page for the rest.
import { formatDate, formatMonth, phoneHref } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { MessageKey } from '../../../i18n/catalogue.ts';
import { localLink, type Translate } from '../../../i18n/t.ts';
import { leaseState, rentState, stateColorStatus } from '../../../lib/portal/owner/derive.ts';
import { latestReceipt, rentDue } from '../../../lib/portal/tenant/overview.ts';
import type { TenantLease } from '../../../lib/portal/tenant/tenantData.ts';
import { DownloadLinks } from '../documents/RentReceipts.tsx';
import { leasePeriod } from '../owner/LeaseSummary.tsx';
import { StatusBadge } from '../ui/Badge.tsx';

export function TenantHome({ tenancy, today, t }: { tenancy: TenantLease; today: string; t: Translate }) {
  const { lease, property, party } = tenancy;
  const title = property?.title ?? t('tenant.unavailableProperty');
  const state = leaseState(lease, today);
  const due = rentDue(tenancy);
  const receipt = latestReceipt(tenancy);
  return (
    <>
      <section className="card stack" aria-labelledby="tenant-home">
        <h2 id="tenant-home">{t('tenant.home.title')}</h2>
        <p className="row__title">
          {property ? <a href={localLink(t, `/property/${property.id}`)}>{title}</a> : title}{' '}
          <StatusBadge status={stateColorStatus(state)} label={t(`owner.lease.${state}`)} />
        </p>
        <p className="row__meta">{leasePeriod(lease, t)}</p>
        <p className="row__meta">{t('tenant.home.rentLine', { rent: formatRupees(lease.monthly_rent), day: lease.rent_due_day })}</p>
        <div className="actions">
          {party?.owner_phone && (
            <a className="button button--ghost" href={phoneHref(party.owner_phone)}>
              {t('tenant.lease.call', { name: party.owner_name ?? t('lease.owner') })}
            </a>
          )}
          <a href="/portal/tenant/lease">{t('tenant.home.details')}</a>
        </div>
      </section>
      <section className="card stack" aria-labelledby="tenant-rent-due">
        <h2 id="tenant-rent-due">{t('tenant.rentDue.title')}</h2>
        {due ? (
          <p className="row__title">
            {t('tenant.rentDue.line', { amount: formatRupees(due.amount), month: formatMonth(due.month), date: formatDate(due.due_date) })}{' '}
            <StatusBadge status={stateColorStatus(rentState(due, today))} label={t(`owner.rent.${rentState(due, today)}`)} />
          </p>
        ) : (
          <p>{t('tenant.rentDue.none')}</p>
        )}
        <p>
          <a href="/portal/tenant/payments">{t('tenant.rentDue.all')}</a>
        </p>
      </section>
      <section className="card stack" aria-labelledby="tenant-receipt">
        <h2 id="tenant-receipt">{t('tenant.receipt.title')}</h2>
        {receipt ? (
          <>
            <p className="row__title">{t('receipts.monthTitle', { month: formatMonth(receipt.month), amount: formatRupees(receipt.amount) })}</p>
            <p className="row__meta">
              {t('receipts.paidLine', {
                date: formatDate(receipt.paid_on),
                mode: receipt.payment_mode ? t(`receipts.mode.${receipt.payment_mode}` as MessageKey) : t('receipts.mode.unknown'),
                reference: receipt.reference ?? '—',
              })}
            </p>
            <DownloadLinks
              href={`/portal/tenant/documents/receipt.pdf?payment=${receipt.id}`}
              what={t('receipts.monthLink', { month: formatMonth(receipt.month), property: title })}
              t={t}
            />
          </>
        ) : (
          <p>{t('tenant.receipt.none')}</p>
        )}
        <p>
          <a href="/portal/tenant/documents#rent-receipts">{t('tenant.receipt.all')}</a>
        </p>
      </section>
    </>
  );
}
