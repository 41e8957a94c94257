// Report a listing (already rented, wrong price or photos, fraud, duplicate, other with words): a
// form folded under its link, inside the listing's actions island, sent with the person's own
// session (listing_reports; row-level security allows one report of a listed home that is not
// one's own). One report per person and listing: once sent, it says so instead of offering the
// form again; the answer shows in place, with no page load.
import { useState, type FormEvent } from 'react';
import { browserClient } from '../../lib/browserClient.ts';
import { clientActions, type PropertyActions, type ReportOutcome } from '../../lib/detail/actions.ts';
import type { ReportTexts } from './detailTexts.ts';
import { useHydrated } from './useHydrated.ts';
import './requests.css';

export const REPORT_REASONS = ['already_rented', 'wrong_price_or_photos', 'fraud', 'duplicate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportListingProps {
  propertyId: string;
  userId: string;
  /** Reported on an earlier visit. */
  reported: boolean;
  texts: ReportTexts;
  /** Stories pass their own; the page uses the API. */
  actions?: PropertyActions;
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'answered'; outcome: ReportOutcome };

const REFUSAL: Partial<Record<ReportOutcome, keyof ReportTexts>> = {
  detailsRequired: 'owners.report.detailsRequired',
  limitPerson: 'validation.reportPersonLimit',
  limitNetwork: 'validation.reportAddressLimit',
  failed: 'owners.report.failed',
};

export function ReportListing({ propertyId, userId, reported, texts, actions }: ReportListingProps) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const hydrated = useHydrated();
  const outcome = status.kind === 'answered' ? status.outcome : null;
  if (reported || outcome === 'sent' || outcome === 'already') {
    return (
      <p className="report" id="report" role="status">
        {texts[outcome === 'sent' ? 'owners.report.sent' : 'owners.report.already']}
      </p>
    );
  }
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setStatus({ kind: 'sending' });
    try {
      const answer = await (actions ?? clientActions(browserClient())).report(propertyId, userId, {
        reason: String(form.get('reason') ?? ''),
        details: String(form.get('details') ?? ''),
      });
      setStatus({ kind: 'answered', outcome: answer });
    } catch {
      setStatus({ kind: 'answered', outcome: 'failed' });
    }
  };
  const refusal = outcome ? REFUSAL[outcome] : undefined;
  return (
    <details className="report" id="report" open={Boolean(refusal)}>
      <summary>{texts['owners.report.open']}</summary>
      <form onSubmit={(event) => void send(event)}>
        {refusal && (
          <p role="alert" className="report__error">
            {texts[refusal]}
          </p>
        )}
        <fieldset>
          <legend>{texts['owners.report.title']}</legend>
          {REPORT_REASONS.map((reason, index) => (
            <label key={reason} className="report__reason">
              <input type="radio" name="reason" value={reason} required defaultChecked={index === 0} /> {texts[`owners.report.reason.${reason}`]}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`report-details-${propertyId}`}>{texts['owners.report.details']}</label>
        <textarea id={`report-details-${propertyId}`} name="details" rows={3} maxLength={1000} aria-describedby={`report-hint-${propertyId}`} />
        <p className="report__hint" id={`report-hint-${propertyId}`}>
          {texts['owners.report.detailsHint']}
        </p>
        <button type="submit" className="button button--small" disabled={!hydrated || status.kind === 'sending'}>
          {texts[status.kind === 'sending' ? 'owners.report.sending' : 'owners.report.send']}
        </button>
      </form>
    </details>
  );
}
