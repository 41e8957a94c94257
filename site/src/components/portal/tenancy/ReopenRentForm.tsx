// The landlord's way back for a month: with a reason, a month marked paid (a wrong report, or a
// confirmation to undo) goes back to unpaid (reopen_rent_payment); the month's history keeps both.
import type { Translate } from '../../../i18n/t.ts';

export const REOPEN_RENT_ACTION = '/portal/landlord/payments/reopen';

export interface ReopenRentFormProps {
  rentId: string;
  /** What the button names for screen readers: 'Nov 2026 rent for 2 BHK in Koramangala'. */
  what: string;
  /** 'Not received' for a report, 'Reopen' for a confirmed month. */
  summary: string;
  t: Translate;
}

export function ReopenRentForm({ rentId, what, summary, t }: ReopenRentFormProps) {
  const id = `reopen-${rentId}`;
  return (
    <details>
      <summary>
        {summary}
        <span className="visually-hidden">: {what}</span>
      </summary>
      <form method="post" action={REOPEN_RENT_ACTION} className="form">
        <input type="hidden" name="rent_payment_id" value={rentId} />
        <div className="field">
          <label htmlFor={id}>{t('tenancy.confirm.reason')}</label>
          <p id={`${id}-hint`} className="field__hint">
            {t('tenancy.confirm.reasonHint')}
          </p>
          <textarea id={id} name="reason" rows={2} maxLength={500} required aria-describedby={`${id}-hint`} />
        </div>
        <div className="actions">
          <button type="submit" className="button button--ghost" data-pending-label={t('tenancy.confirm.saving')}>
            {t('tenancy.confirm.reopen')}
            <span className="visually-hidden">: {what}</span>
          </button>
        </div>
      </form>
    </details>
  );
}
