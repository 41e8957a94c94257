// Submit a property for managed rental (spec 3's enumerations): where, what, rent and period.
// An island checking the form with core's schema before it posts (islands/form/useCheckedForm); the
// server checks it again and shows it with errors. City and locality are the catalogue type-ahead.
import { AMENITIES, FURNISHINGS, managedApplicationSchema, PROPERTY_TYPES, ROOM_COUNTS } from '@rentals/core/validation/addRvl';
import { cloneElement, type ReactElement } from 'react';
import type { ManagedFormField, ManagedFormValues } from '../../../lib/portal/managedApplication.ts';
import { FormField } from '../../form/FormField.tsx';
import { translatorOf } from '../../../islands/form/texts.ts';
import { amenityLabelKey, furnishingLabelKey, typeLabelKey } from '../../../lib/enumLabels.ts';
import { useCheckedForm } from '../../../islands/form/useCheckedForm.ts';
import { ManagedPlaceFields } from '../../../islands/portal/ManagedPlaceFields.tsx';
import type { LocalityProposer, PlaceCatalogue } from '../../../islands/portal/PlaceFields.tsx';
import type { PlaceTexts } from '../../../islands/portal/propertyFormTexts.ts';
import type { ManagedFormTexts } from './managedFormTexts.ts';
import { Notice } from '../ui/Notice.tsx';
import { PageHeading } from '../ui/States.tsx';

export interface ManagedRentalFormProps {
  values?: ManagedFormValues;
  /** The server's errors, in the reader's language. */
  errors?: Partial<Record<ManagedFormField, string>>;
  texts: ManagedFormTexts;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string> | undefined;
  /** City and locality: the catalogue and the type-ahead's texts (lib/portal/managedApplication managedPlaceTexts). */
  catalogue: PlaceCatalogue;
  placeTexts: PlaceTexts;
  propose?: LocalityProposer;
}

const LISTS = ['amenities'];

export function ManagedRentalForm({ values = {}, errors = {}, texts, messages, catalogue, placeTexts, propose }: ManagedRentalFormProps) {
  const t = translatorOf(texts);
  const { errorOf, hasErrors, formProps, submitProps } = useCheckedForm({ schema: managedApplicationSchema, messages, serverErrors: errors, lists: LISTS });
  const field = (name: Exclude<ManagedFormField, 'amenities' | 'property_location' | 'locality'>, control: ReactElement<Record<string, unknown>>, required = false) => (
    <FormField look="portal" id={`managed-${name}`} name={name} label={t(`user.managedForm.field.${name}`)} error={errorOf(name)} required={required} requiredMark>
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
      <form method="post" action="/portal/user/submit-managed-rental" className="form" noValidate {...formProps}>
        {hasErrors && <Notice kind="error" text={t('user.profile.invalid')} />}
        <p className="field__hint">{t('user.managedForm.required')}</p>
        <fieldset>
          <legend>{t('user.managedForm.where')}</legend>
          <ManagedPlaceFields
            catalogue={catalogue}
            texts={placeTexts}
            {...(propose ? { propose } : {})}
            initial={{ city: values.property_location ?? null, locality: values.locality ?? null }}
            errors={{ city: errorOf('property_location'), locality: errorOf('locality') }}
          />
          {field('property_address', <input autoComplete="street-address" />)}
        </fieldset>
        <fieldset>
          <legend>{t('user.managedForm.what')}</legend>
          <div className="field-grid">
            {field('property_type', (
              <select>
                <option value="">{t('listing.choose')}</option>
                {PROPERTY_TYPES.map((type) => <option key={type} value={type}>{t(typeLabelKey(type))}</option>)}
              </select>
            ), true)}
            {field('furnishing', (
              <select>
                <option value="">{t('listing.choose')}</option>
                {FURNISHINGS.map((value) => <option key={value} value={value}>{t(furnishingLabelKey(value))}</option>)}
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
                  <input type="checkbox" name="amenities" value={amenity} defaultChecked={chosen.has(amenity)} /> {t(amenityLabelKey(amenity)!)}
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
          <button type="submit" className="button" {...submitProps(t('user.managedForm.submit'), t('listing.submitting'))} />
        </div>
      </form>
    </>
  );
}
