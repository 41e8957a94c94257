// Submit a property for managed rental (spec 3's enumerations): where, what, rent and period.
// Posts to the server, which checks it with core's schema and shows it again with errors. The city
// and locality come from the page as the catalogue type-ahead island (islands/portal/ManagedPlaceFields).
import { AMENITIES, FURNISHINGS, PROPERTY_TYPES, ROOM_COUNTS } from '@rentals/core/validation/addRvl';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { Translate } from '../../../i18n/t.ts';
import type { ManagedFormField, ManagedFormValues } from '../../../lib/portal/managedApplication.ts';
import { FormField } from '../../form/FormField.tsx';
import { Notice } from '../ui/Notice.tsx';
import { PageHeading } from '../ui/States.tsx';

export interface ManagedRentalFormProps {
  values?: ManagedFormValues;
  errors?: Partial<Record<ManagedFormField, string>>;
  t: Translate;
  /** City and locality fields, named property_location and locality (an island on the page). */
  places?: ReactNode;
}

export function ManagedRentalForm({ values = {}, errors = {}, t, places }: ManagedRentalFormProps) {
  const field = (name: Exclude<ManagedFormField, 'amenities' | 'property_location' | 'locality'>, control: ReactElement<Record<string, unknown>>, required = false) => (
    <FormField look="portal" id={`managed-${name}`} name={name} label={t(`user.managedForm.field.${name}`)} error={errors[name]} required={required} requiredMark>
      {(props) => cloneElement(control, { ...props, defaultValue: values[name] ?? '' })}
    </FormField>
  );
  const rooms = (
    <select>
      <option value="">{t('listing.choose')}</option>
      {ROOM_COUNTS.map((count) => (
        <option key={count} value={count.replace('+', '')}>
          {count}
        </option>
      ))}
    </select>
  );
  const chosen = new Set(values.amenities ?? []);
  return (
    <>
      <PageHeading title={t('user.managedForm.title')} intro={t('user.managedForm.intro')} />
      <form method="post" action="/portal/user/submit-managed-rental" className="form" noValidate>
        {Object.keys(errors).length > 0 && <Notice kind="error" text={t('user.profile.invalid')} />}
        <p className="field__hint">{t('user.managedForm.required')}</p>
        <fieldset>
          <legend>{t('user.managedForm.where')}</legend>
          {places}
          {field('property_address', <input autoComplete="street-address" />)}
        </fieldset>
        <fieldset>
          <legend>{t('user.managedForm.what')}</legend>
          <div className="field-grid">
            {field('property_type', (
              <select>
                <option value="">{t('listing.choose')}</option>
                {PROPERTY_TYPES.map((type) => <option key={type}>{type}</option>)}
              </select>
            ), true)}
            {field('furnishing', (
              <select>
                <option value="">{t('listing.choose')}</option>
                {FURNISHINGS.map((value) => <option key={value}>{value}</option>)}
              </select>
            ))}
            {field('bedrooms', rooms)}
            {field('bathrooms', rooms)}
            {field('area_sqft', <input inputMode="numeric" />)}
          </div>
          <fieldset className="checks-group">
            <legend>{t('user.managedForm.field.amenities')}</legend>
            <div className="checks">
              {AMENITIES.map((amenity) => (
                <label key={amenity}>
                  <input type="checkbox" name="amenities" value={amenity} defaultChecked={chosen.has(amenity)} /> {amenity}
                </label>
              ))}
            </div>
          </fieldset>
          {field('description', <textarea rows={4} />)}
        </fieldset>
        <fieldset>
          <legend>{t('user.managedForm.money')}</legend>
          <div className="field-grid">
            {field('monthly_rent', <input inputMode="numeric" />, true)}
            {field('security_deposit', <input inputMode="numeric" />)}
            {field('rental_start_date', <input type="date" />)}
            {field('rental_end_date', <input type="date" />)}
            {field('affiliate_id', <input />)}
          </div>
        </fieldset>
        <div className="actions">
          <button type="submit" className="button" data-pending-label={t('listing.submitting')}>
            {t('user.managedForm.submit')}
          </button>
        </div>
      </form>
    </>
  );
}
