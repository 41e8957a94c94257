// Which of the landlord's property managers see the landlord's PAN on their tenants' receipts. An
// admin appoints managers, but the PAN is the landlord's to share: each manager is listed with
// whether they see it and a button to share it or stop (share_pan_with_manager, audited).
import type { Translate } from '../../../i18n/t.ts';
import type { PanManager } from '../../../lib/documents/panSharing.ts';

export const PAN_SHARING_ACTION = '/portal/landlord/documents/pan-sharing';

export interface PanSharingProps {
  managers: PanManager[];
  t: Translate;
}

/** Nothing when the landlord has no property manager. */
export function PanSharing({ managers, t }: PanSharingProps) {
  if (managers.length === 0) return null;
  return (
    <section id="pan-sharing" aria-labelledby="pan-sharing-title">
      <h4 id="pan-sharing-title">{t('receipts.panSharing.title')}</h4>
      <p>{t('receipts.panSharing.intro')}</p>
      <ul className="row-list">
        {managers.map((m) => {
          const shared = m.pan_shared_at !== null;
          return (
            <li key={m.manager_id} className="row">
              <span className="row__title">
                {t(shared ? 'receipts.panSharing.shared' : 'receipts.panSharing.notShared', { name: m.name })}
              </span>
              <form method="post" action={PAN_SHARING_ACTION}>
                <input type="hidden" name="manager_id" value={m.manager_id} />
                <input type="hidden" name="share" value={shared ? 'false' : 'true'} />
                <button
                  type="submit"
                  className={shared ? 'button button--ghost' : 'button'}
                  data-pending-label={t('receipts.panSharing.saving')}
                >
                  {t(shared ? 'receipts.panSharing.stop' : 'receipts.panSharing.share', { name: m.name })}
                </button>
              </form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
