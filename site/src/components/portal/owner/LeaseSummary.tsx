// The terms of one lease as a document: parties, property, period, rent, deposit, due day, notice,
// terms. Used by the owner's and the tenant's documents and the tenant's lease page.
import '../data/data.css';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import type { Translate } from '../../../i18n/t.ts';
import type { Lease, LeaseParty } from '../../../lib/portal/owner/portfolio.ts';

/** A lease's period: '1 Mar 2026 – 31 Jan 2027', or 'From 1 Mar 2026, no end date' when it has none. */
export function leasePeriod(lease: Pick<Lease, 'start_date' | 'end_date'>, t: Translate): string {
  const start = formatDate(lease.start_date);
  return lease.end_date
    ? `${start} – ${formatDate(lease.end_date)}`
    : t('lease.periodOpen', { start });
}

export function LeaseSummary({
  lease,
  party,
  propertyTitle,
  t,
}: {
  lease: Lease;
  party: LeaseParty | null;
  propertyTitle: string;
  t: Translate;
}) {
  return (
    <dl className="definition-list">
      <dt>{t('lease.property')}</dt>
      <dd>{propertyTitle}</dd>
      <dt>{t('lease.owner')}</dt>
      <dd>
        <Person name={party?.owner_name} phone={party?.owner_phone} />
      </dd>
      <dt>{t('lease.tenant')}</dt>
      <dd>
        <Person name={party?.tenant_name} phone={party?.tenant_phone} />
      </dd>
      <dt>{t('lease.period')}</dt>
      <dd>{leasePeriod(lease, t)}</dd>
      <dt>{t('lease.rent')}</dt>
      <dd>{formatRupees(lease.monthly_rent)}</dd>
      <dt>{t('lease.deposit')}</dt>
      <dd>{formatRupees(lease.security_deposit)}</dd>
      <dt>{t('lease.dueDay')}</dt>
      <dd>{t('lease.dueDayValue', { day: lease.rent_due_day })}</dd>
      <dt>{t('lease.notice')}</dt>
      <dd>{t('lease.noticeValue', { days: lease.notice_period_days })}</dd>
      <dt>{t('lease.terms')}</dt>
      <dd>{lease.terms ?? '—'}</dd>
    </dl>
  );
}

// A phone number broken over two lines on a phone is hard to read and to dial: it stays whole.
function Person({ name, phone }: { name?: string | null; phone?: string | null }) {
  if (!name && !phone) return '—';
  return (
    <>
      {name}
      {name && phone ? ', ' : null}
      {phone && <span className="definition-list__keep">{phone}</span>}
    </>
  );
}
