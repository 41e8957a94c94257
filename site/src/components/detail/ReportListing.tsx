// Report a listing (already rented, wrong price or photos, fraud, duplicate, other with words): a
// plain form folded under its link, rendered on the server and sent without any script, so the
// listing page's JavaScript budget does not grow. One report per person and listing: once sent,
// the page says so instead of offering the form again.
import type { Translate } from '../../i18n/t.ts';
import './requests.css';

export const REPORT_REASONS = ['already_rented', 'wrong_price_or_photos', 'fraud', 'duplicate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportListingProps {
  propertyId: string;
  /** Signed out: a link to sign in and come back here. */
  signInHref: string | null;
  reported: boolean;
  /** What the last attempt said (a refusal, or thanks), shown once. */
  notice?: { kind: 'success' | 'error'; text: string } | null;
  t: Translate;
}

export function ReportListing({ propertyId, signInHref, reported, notice, t }: ReportListingProps) {
  if (signInHref) {
    return (
      <p className="report">
        <a href={signInHref}>{t('owners.report.signIn')}</a>
      </p>
    );
  }
  if (reported) {
    return (
      <p className="report" id="report" role="status">
        {notice?.kind === 'success' ? notice.text : t('owners.report.already')}
      </p>
    );
  }
  return (
    <details className="report" id="report" open={notice?.kind === 'error'}>
      <summary>{t('owners.report.open')}</summary>
      <form method="post" action={`/property/${encodeURIComponent(propertyId)}/report`}>
        {notice?.kind === 'error' && <p role="alert" className="report__error">{notice.text}</p>}
        <fieldset>
          <legend>{t('owners.report.title')}</legend>
          {REPORT_REASONS.map((reason, index) => (
            <label key={reason} className="report__reason">
              <input type="radio" name="reason" value={reason} required defaultChecked={index === 0} /> {t(`owners.report.reason.${reason}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`report-details-${propertyId}`}>{t('owners.report.details')}</label>
        <textarea id={`report-details-${propertyId}`} name="details" rows={3} maxLength={1000} aria-describedby={`report-hint-${propertyId}`} />
        <p className="report__hint" id={`report-hint-${propertyId}`}>{t('owners.report.detailsHint')}</p>
        <button type="submit" className="button button--small">{t('owners.report.send')}</button>
      </form>
    </details>
  );
}
