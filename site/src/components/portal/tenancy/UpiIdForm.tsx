// The landlord's UPI ID in their settings: their tenants' payment links and QR codes pay to it.
// Checked by core's rule on the server and by the database's (public.is_upi_id).
import type { Translate } from '../../../i18n/t.ts';
import { FormField } from '../../form/FormField.tsx';

export const UPI_ID_ACTION = '/portal/user/settings/upi';

export interface UpiIdFormProps {
  /** The UPI ID on file, if any. */
  upiId: string | null;
  t: Translate;
}

export function UpiIdForm({ upiId, t }: UpiIdFormProps) {
  return (
    <section id="upi" aria-labelledby="upi-title" className="card">
      <h2 id="upi-title">{t('tenancy.upi.title')}</h2>
      <p>{t('tenancy.upi.intro')}</p>
      <form method="post" action={UPI_ID_ACTION} className="form">
        <FormField look="portal" id="upi-id" name="upi_id" label={t('tenancy.upi.label')} hint={t('tenancy.upi.hint')} required>
          {(props) => (
            <input {...props} type="text" inputMode="email" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={321} defaultValue={upiId ?? ''} />
          )}
        </FormField>
        <div className="actions">
          <button type="submit" className="button" data-pending-label={t('tenancy.upi.saving')}>
            {t('tenancy.upi.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
