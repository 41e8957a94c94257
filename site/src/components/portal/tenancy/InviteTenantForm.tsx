// The landlord's invitation of their tenant: which verified listing, the tenant's mobile number or
// email (or both) and the terms they agreed (rent, deposit, dates, the day rent is due, notice). An
// island: checked with core's schema before it posts; the page checks it again and invite_tenant holds the same rules.
import { addDays, addCalendarMonths, todayIso } from '@rentals/core/dates';
import { isValidIsoDate } from '@rentals/core/validation/fields';
import { tenancyInvitationSchema } from '@rentals/core/validation/tenancy';
import { FormField } from '../../form/FormField.tsx';
import { translatorOf } from '../../../islands/form/texts.ts';
import { useCheckedForm } from '../../../islands/form/useCheckedForm.ts';
import type { OwnListing } from '../../../lib/portal/tenancy/tenancyData.ts';
import { ErrorSummary } from '../data/ErrorSummary.tsx';
import type { InviteTenantTexts } from './inviteTenantTexts.ts';

export const INVITE_TENANT_ACTION = '/portal/landlord/record-tenancy';

const NAMES = ['phone', 'email', 'monthly_rent', 'security_deposit', 'start_date', 'end_date', 'rent_due_day', 'notice_period_days'] as const;
type Name = (typeof NAMES)[number];

export interface InviteTenantFormProps {
  /** The landlord's verified listings; at least one. */
  listings: OwnListing[];
  /** The listing chosen (?property= or what was posted). */
  propertyId?: string | undefined;
  /** What was posted, when it is sent back with errors. */
  values?: Record<string, string> | undefined;
  /** The server's errors, in the reader's language. */
  errors?: Partial<Record<Name, string>> | undefined;
  /** India's today, for the dates the form starts with. */
  today?: string;
  texts: InviteTenantTexts;
  messages?: Record<string, string> | undefined;
}

export function InviteTenantForm({ listings, propertyId, values, errors: serverErrors, today = todayIso(), texts, messages }: InviteTenantFormProps) {
  const t = translatorOf(texts);
  const { errorsOf, formProps, submitProps } = useCheckedForm({ schema: tenancyInvitationSchema, messages, serverErrors });
  const errors = errorsOf(NAMES);
  const listing = listings.find((l) => l.id === (values?.property_id ?? propertyId)) ?? listings[0];
  // An eleven-month leave and licence from today, the usual term; the landlord changes what differs.
  const start = values?.start_date ?? today;
  const value = (name: Name, fallback: string) => values?.[name] ?? fallback;
  const field = (name: Name) => ({ id: `invite-${name}`, name, look: 'portal' as const, error: errors[name] });
  return (
    <form className="form card" method="post" action={INVITE_TENANT_ACTION} noValidate aria-labelledby="invite-heading" {...formProps}>
      <h2 id="invite-heading">{t('tenancy.form.heading')}</h2>
      <ErrorSummary heading={t('tenancy.form.errorHeading')} errors={errors} idPrefix="invite" />
      <FormField look="portal" id="invite-property_id" name="property_id" label={t('tenancy.form.property')} required>
        {(props) => (
          <select {...props} defaultValue={listing?.id}>
            {listings.map((l) => (
              <option key={l.id} value={l.id}>
                {[l.title, l.locality, l.city].filter(Boolean).join(', ')}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...field('phone')} label={t('tenancy.form.phone')} hint={t('tenancy.form.phoneHint')}>
        {(props) => <input {...props} type="tel" autoComplete="off" inputMode="tel" maxLength={20} defaultValue={value('phone', '')} />}
      </FormField>
      <FormField {...field('email')} label={t('tenancy.form.email')} hint={t('tenancy.form.emailHint')}>
        {(props) => <input {...props} type="email" autoComplete="off" inputMode="email" maxLength={255} defaultValue={value('email', '')} />}
      </FormField>
      <FormField {...field('monthly_rent')} label={t('tenancy.form.rent')} required>
        {(props) => <input {...props} type="text" inputMode="numeric" defaultValue={value('monthly_rent', String(listing?.rent ?? ''))} />}
      </FormField>
      <FormField {...field('security_deposit')} label={t('tenancy.form.deposit')}>
        {(props) => <input {...props} type="text" inputMode="numeric" defaultValue={value('security_deposit', String(listing?.deposit ?? 0))} />}
      </FormField>
      <FormField {...field('start_date')} label={t('tenancy.form.start')} required>
        {(props) => <input {...props} type="date" defaultValue={start} />}
      </FormField>
      <FormField {...field('end_date')} label={t('tenancy.form.end')} required>
        {(props) => <input {...props} type="date" defaultValue={value('end_date', isValidIsoDate(start) ? addDays(addCalendarMonths(start, 11), -1) : '')} />}
      </FormField>
      <FormField {...field('rent_due_day')} label={t('tenancy.form.dueDay')} hint={t('tenancy.form.dueDayHint')}>
        {(props) => <input {...props} type="number" inputMode="numeric" min={1} max={31} step={1} defaultValue={value('rent_due_day', '1')} />}
      </FormField>
      <FormField {...field('notice_period_days')} label={t('tenancy.form.notice')}>
        {(props) => <input {...props} type="number" inputMode="numeric" min={0} max={180} step={1} defaultValue={value('notice_period_days', '30')} />}
      </FormField>
      <div className="actions">
        <button type="submit" className="button" {...submitProps(t('tenancy.form.submit'), t('tenancy.form.sending'))} />
      </div>
    </form>
  );
}
