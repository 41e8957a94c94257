// Rent receipts to download, in English or Hindi: one per financial year on top, then one per month
// marked paid, each month listed once with when and how it was paid. On the landlord's side, the PAN the receipts carry, a request for it when a year's rent
// passes ₹1,00,000 and none is on file, and which property managers it is shared with.
import { formatDate, formatMonth } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { financialYearLabel, financialYearOf } from '@rentals/core/rules/rentReceipts';

import type { MessageKey } from '../../../i18n/catalogue.ts';
import type { Translate } from '../../../i18n/t.ts';
import type { DocumentPortal } from '../../../lib/documents/documentRoutes.ts';
import { paidYears, yearsNeedingPan, type DocumentLease, type DocumentsData } from '../../../lib/documents/documentData.ts';
import type { Loaded } from '../../../lib/portal/loaded.ts';
import { EmptyState, ErrorState } from '../ui/States.tsx';
import { PanSharing } from './PanSharing.tsx';

export interface DocumentsSectionProps {
  state: Loaded<DocumentsData>;
  portal: DocumentPortal;
  today: string;
  t: Translate;
}

const LANGS = ['en', 'hi'] as const;
// What the browser lets through before the server normalises it (normalisePan): any case, spaces.
const PAN_INPUT_PATTERN = '\\s*[A-Za-z]{5}\\s*[0-9]{4}\\s*[A-Za-z]\\s*';

/** 'PDF in English' and 'PDF in Hindi', each named for what it downloads ('… (May 2026 receipt)'). */
export function DownloadLinks({ href, what, t }: { href: string; what: string; t: Translate }) {
  return (
    <span className="actions">
      {LANGS.map((lang) => (
        <a key={lang} href={`${href}${href.includes('?') ? '&' : '?'}lang=${lang}`} download>
          {t(lang === 'en' ? 'receipts.downloadEnglish' : 'receipts.downloadHindi')}
          <span className="visually-hidden"> ({what})</span>
        </a>
      ))}
    </span>
  );
}

function LeaseReceipts({ x, base, t }: { x: DocumentLease; base: string; t: Translate }) {
  const property = x.property?.title ?? t('tenant.unavailableProperty');
  // Newest first, each month once: the year's receipt (what a House Rent Allowance claim needs) on top.
  const paid = x.rent.filter((r) => r.status === 'paid').reverse();
  const heading = `receipts-${x.lease.id}`;
  return (
    <section className="card stack" aria-labelledby={heading}>
      <h3 id={heading}>{t('receipts.caption', { property })}</h3>
      <h4>{t('receipts.years')}</h4>
      <ul className="row-list">
        {paidYears(x.rent).map((year) => (
          <li key={year} className="row">
            <span className="row__title">{financialYearLabel(year)}</span>
            <DownloadLinks
              href={`${base}/receipt.pdf?lease=${x.lease.id}&year=${year}`}
              what={t('receipts.yearLink', { year: financialYearLabel(year), property })}
              t={t}
            />
          </li>
        ))}
      </ul>
      <h4>{t('receipts.months')}</h4>
      <ul className="row-list">
        {paid.map((r) => (
          <li key={r.id} className="row">
            <div className="row__main">
              <p className="row__title">{t('receipts.monthTitle', { month: formatMonth(r.month), amount: formatRupees(r.amount) })}</p>
              <p className="row__meta">
                {t('receipts.paidLine', {
                  date: formatDate(r.paid_on),
                  mode: r.payment_mode ? t(`receipts.mode.${r.payment_mode}` as MessageKey) : t('receipts.mode.unknown'),
                  reference: r.reference ?? '—',
                })}
              </p>
            </div>
            <DownloadLinks
              href={`${base}/receipt.pdf?payment=${r.id}`}
              what={t('receipts.monthLink', { month: formatMonth(r.month), property })}
              t={t}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PanForm({ data, today, t }: { data: DocumentsData; today: string; t: Translate }) {
  const current = financialYearOf(today);
  const asked = data.pan
    ? []
    : data.leases.flatMap((x) =>
        yearsNeedingPan(x, [...new Set([current, ...paidYears(x.rent)])]).slice(0, 1).map((year) => ({ x, year })),
      );
  return (
    <section id="pan" aria-labelledby="pan-title" className="card">
      <h3 id="pan-title">{t('receipts.pan.title')}</h3>
      {asked.length > 0 && (
        <div role="note">
          <p>
            <strong>{t('receipts.panNeeded.title')}</strong>
          </p>
          {asked.map(({ x, year }) => (
            <p key={x.lease.id}>
              {t('receipts.panNeeded.body', {
                property: x.property?.title ?? t('tenant.unavailableProperty'),
                year: financialYearLabel(year),
              })}
            </p>
          ))}
        </div>
      )}
      <p>{t('receipts.pan.intro')}</p>
      {data.pan && <p>{t('receipts.pan.onFile', { pan: data.pan })}</p>}
      <form method="post" action="/portal/landlord/documents/pan" className="form">
        <div className="field">
          <label htmlFor="pan-input">{t('receipts.pan.label')}</label>
          <input
            id="pan-input"
            name="pan"
            required
            maxLength={12}
            autoComplete="off"
            autoCapitalize="characters"
            pattern={PAN_INPUT_PATTERN}
            title={t('receipts.pan.hint')}
            defaultValue={data.pan ?? ''}
            aria-describedby="pan-hint"
          />
          <p id="pan-hint" className="field__hint">
            {t('receipts.pan.hint')}
          </p>
        </div>
        <button type="submit" className="button">
          {t('receipts.pan.save')}
        </button>
      </form>
      <PanSharing managers={data.managers} t={t} />
    </section>
  );
}

export function RentReceipts({ state, portal, today, t }: DocumentsSectionProps) {
  const base = `/portal/${portal}/documents`;
  return (
    <section aria-labelledby="rent-receipts" className="stack">
      <h2 id="rent-receipts">{t('receipts.title')}</h2>
      <p>{t('receipts.intro')}</p>
      {state.status === 'error' ? (
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref={base} />
      ) : (
        <>
          {portal === 'landlord' && <PanForm data={state.data} today={today} t={t} />}
          {state.data.leases.some((x) => x.rent.some((r) => r.status === 'paid')) ? (
            state.data.leases
              .filter((x) => x.rent.some((r) => r.status === 'paid'))
              .map((x) => <LeaseReceipts key={x.lease.id} x={x} base={base} t={t} />)
          ) : (
            <EmptyState text={t('receipts.none')} />
          )}
        </>
      )}
    </section>
  );
}

