// Each lease's leave-and-licence agreement: its version and who confirmed it when (a draft until
// both parties confirm), downloads in English and Hindi, the confirmation of the party reading it,
// and (landlord, manager) the terms to draft it with and the term a new draft would cover.
// Drafting and confirming are database functions; this only offers them.
import { formatDate, formatDateTime } from '@rentals/core/format';
import {
  AGREEMENT_CLAUSES,
  agreedAt,
  agreementTerm,
  leaseHasEnded,
  LOCK_IN_MAX_MONTHS,
  MAINTENANCE_MAX,
  NOTICE_MAX_DAYS,
} from '@rentals/core/validation/rentalAgreement';
import type { MessageKey } from '../../../i18n/catalogue.ts';
import type { Translate } from '../../../i18n/t.ts';
import type { Agreement, DocumentLease } from '../../../lib/documents/documentData.ts';
import { DownloadLinks, type DocumentsSectionProps } from './RentReceipts.tsx';
import { EmptyState, ErrorState } from '../ui/States.tsx';

function Confirmation({ who, at, party, t }: { who: string | null; at: string | null; party: 'landlord' | 'tenant'; t: Translate }) {
  return (
    <li>
      {at
        ? t('agreement.confirmedBy', { name: who ?? '—', date: formatDateTime(at) })
        : t('agreement.awaiting', { party: t(`agreement.party.${party}`) })}
    </li>
  );
}

function DraftForm({ x, action, today, t }: { x: DocumentLease; action: string; today: string; t: Translate }) {
  const a: Partial<Agreement> = x.agreement ?? {};
  const id = (name: string) => `${name}-${x.lease.id}`;
  const term = agreementTerm(x.lease.start_date, today);
  return (
    <details open={!x.agreement}>
      <summary>{t(x.agreement ? 'agreement.redraft' : 'agreement.draft')}</summary>
      <form method="post" action={action} className="form">
        <input type="hidden" name="lease_id" value={x.lease.id} />
        <p className="field__hint">{t('agreement.term', { start: formatDate(term.start_date), end: formatDate(term.end_date) })}</p>
        {x.agreement && <p className="field__hint">{t('agreement.redraftWarning')}</p>}
        <div className="field">
          <label htmlFor={id('lock')}>{t('agreement.lockIn')}</label>
          <input id={id('lock')} name="lock_in_months" type="number" min={0} max={LOCK_IN_MAX_MONTHS} required defaultValue={a.lock_in_months ?? 3} />
        </div>
        <div className="field">
          <label htmlFor={id('notice')}>{t('agreement.notice')}</label>
          <input
            id={id('notice')}
            name="notice_days"
            type="number"
            min={0}
            max={NOTICE_MAX_DAYS}
            required
            defaultValue={a.notice_days ?? x.lease.notice_period_days}
          />
        </div>
        <div className="field">
          <label htmlFor={id('payer')}>{t('agreement.maintenancePaidBy')}</label>
          <select id={id('payer')} name="maintenance_paid_by" defaultValue={a.maintenance_paid_by ?? 'licensee'}>
            <option value="licensee">{t('agreement.payer.licensee')}</option>
            <option value="licensor">{t('agreement.payer.licensor')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={id('maintenance')}>{t('agreement.maintenanceAmount')}</label>
          <input
            id={id('maintenance')}
            name="maintenance_amount"
            type="number"
            min={0}
            max={MAINTENANCE_MAX}
            step={1}
            required
            defaultValue={Number(a.maintenance_amount ?? 0)}
          />
        </div>
        <div className="field">
          <label htmlFor={id('use')}>{t('agreement.use')}</label>
          <select id={id('use')} name="permitted_use" defaultValue={a.permitted_use ?? 'residential_family'}>
            <option value="residential_family">{t('agreement.use.residential_family')}</option>
            <option value="residential">{t('agreement.use.residential')}</option>
          </select>
        </div>
        <fieldset className="field">
          <legend>{t('agreement.clauses')}</legend>
          {AGREEMENT_CLAUSES.map((clause) => (
            <label key={clause} className="checkbox">
              <input type="checkbox" name="clauses" value={clause} defaultChecked={a.clauses?.includes(clause) ?? false} />{' '}
              {t(`agreement.clause.${clause}` as MessageKey)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {t(x.agreement ? 'agreement.redraft' : 'agreement.draft')}
        </button>
      </form>
    </details>
  );
}

export function AgreementPanel({ state, portal, today, t }: DocumentsSectionProps) {
  const base = `/portal/${portal}/documents`;
  return (
    <section id="agreements" aria-labelledby="agreements-title" className="stack">
      <h2 id="agreements-title">{t('agreement.title')}</h2>
      <p>{t('agreement.intro')}</p>
      {state.status === 'error' ? (
        <ErrorState text={t(state.message)} retryLabel={t('portal.retry')} retryHref={base} />
      ) : state.data.leases.length === 0 ? (
        <EmptyState text={t('agreement.noLease')} />
      ) : (
        <ul className="row-list">
          {state.data.leases.map((x) => {
            const a = x.agreement;
            const property = x.property?.title ?? t('tenant.unavailableProperty');
            const mine = portal === 'tenant' ? a?.tenant_confirmed_at : portal === 'landlord' ? a?.landlord_confirmed_at : 'not a party';
            const agreed = a ? agreedAt(a) : null;
            return (
              <li key={x.lease.id} className="card">
                <h3>{t('agreement.forLease', { property })}</h3>
                {a ? (
                  <>
                    <p>
                      {agreed
                        ? t('agreement.agreed', { version: a.version, date: formatDate(agreed) })
                        : t('agreement.version', { version: a.version, date: formatDate(a.drafted_at) })}
                    </p>
                    <ul>
                      <Confirmation who={x.party?.owner_name ?? null} at={a.landlord_confirmed_at} party="landlord" t={t} />
                      <Confirmation who={x.party?.tenant_name ?? null} at={a.tenant_confirmed_at} party="tenant" t={t} />
                    </ul>
                    <p>
                      {t('agreement.download')}:{' '}
                      <DownloadLinks href={`${base}/agreement.pdf?lease=${x.lease.id}`} what={t('agreement.forLease', { property })} t={t} />
                    </p>
                    {!mine && (
                      <form method="post" action={`${base}/confirm-agreement`}>
                        <input type="hidden" name="agreement_id" value={a.id} />
                        <input type="hidden" name="version" value={a.version} />
                        <button type="submit" className="button">
                          {t('agreement.confirm')}
                          <span className="visually-hidden">: {property}</span>
                        </button>
                      </form>
                    )}
                  </>
                ) : (
                  <p>{t('agreement.none')}</p>
                )}
                {portal !== 'tenant' &&
                  (leaseHasEnded(x.lease.end_date, today) ? (
                    <p>{t('agreement.leaseEnded')}</p>
                  ) : (
                    <DraftForm x={x} action={`${base}/agreement`} today={today} t={t} />
                  ))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
