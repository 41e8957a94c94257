// The listing form (/properties/create, /portal/user/submit-property, and an owner's edit page):
// checked with core's schema before it is sent, photos uploaded first, then one list_property call,
// or update_property when it edits a listing (its values and photos filled in).
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { propertyFormSchema, TENANT_PREFERENCES } from '@rentals/core/validation/property';
import { AMENITIES, FURNISHINGS, PROPERTY_TYPES, ROOM_COUNTS } from '@rentals/core/validation/addRvl';
import { FormField } from '../../components/form/FormField.tsx';
import { fieldErrors } from './fieldErrors.ts';
import { gatewayProposer, gatewaySubmitter, gatewayUpdater, gatewayUploader, type ListingSubmitter } from './listingActions.ts';
import { PlaceFields, type LocalityProposer, type PlaceCatalogue } from './PlaceFields.tsx';
import { Notice } from '../../components/portal/ui/Notice.tsx';
import { PhotoUploader, type Photo, type Uploader } from './PhotoUploader.tsx';
import type { PropertyFormTexts } from './propertyFormTexts.ts';

/** A listing being edited: its id, whether it is verified now, and its form values. */
export interface EditedListing {
  id: string;
  verified: boolean;
  values: Record<string, string | number | string[] | null>;
}

export interface PropertyFormProps {
  userId: string;
  texts: PropertyFormTexts;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string>;
  catalogue: PlaceCatalogue;
  upload?: Uploader;
  submit?: ListingSubmitter;
  propose?: LocalityProposer;
  initialPhotos?: Photo[];
  /** Edit mode: the listing's values fill the form and the form saves them with update_property. */
  listing?: EditedListing;
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string } | { kind: 'done'; id: string; verified: boolean };

/** Photos already on the listing, as finished uploads: '…/properties/u/abc.jpg' → 'abc.jpg'. */
export function savedPhotos(urls: readonly string[]): Photo[] {
  return urls.map((url, index) => ({ key: `saved-${index}`, name: url.split('/').pop() ?? url, status: 'done', progress: 1, url }));
}

export function PropertyForm({ userId, texts, messages, catalogue, upload, submit, propose = gatewayProposer, initialPhotos, listing }: PropertyFormProps) {
  const send = useMemo(() => submit ?? (listing ? gatewayUpdater(listing.id) : gatewaySubmitter), [submit, listing]);
  const v = (name: string, fallback = ''): string => {
    const value = listing?.values[name];
    return value === null || value === undefined || Array.isArray(value) ? fallback : String(value);
  };
  const chosenAmenities = (listing?.values.amenities as string[] | undefined) ?? [];
  const uploader = useMemo(() => upload ?? gatewayUploader(userId), [upload, userId]);
  const [photos, setPhotos] = useState<{ urls: string[]; busy: boolean }>({ urls: [], busy: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const onPhotos = useCallback((urls: string[], busy: boolean) => setPhotos({ urls, busy }), []);

  if (status.kind === 'done' && listing) {
    return (
      <div className="form">
        <Notice kind="success" text={texts[listing.verified && !status.verified ? 'owners.edit.savedReview' : 'owners.edit.saved']} />
        <div className="actions">
          <a className="button" href="/portal/user/my-properties">{texts['owners.edit.back']}</a>
          <a className="button button--ghost" href={`/property/${listing.id}`}>{texts['owners.edit.view']}</a>
        </div>
      </div>
    );
  }

  if (status.kind === 'done') {
    return (
      <div className="form">
        <Notice kind="success" text={texts['listing.done']} />
        <div className="actions">
          <a className="button" href="/portal/user/my-properties">{texts['listing.done.mine']}</a>
          <a className="button button--ghost" href="/properties/create">{texts['listing.done.another']}</a>
        </div>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (photos.busy) return setStatus({ kind: 'failed', message: texts['listing.photos.wait'] });
    const data = new FormData(event.currentTarget);
    const values = { ...Object.fromEntries(data), amenities: data.getAll('amenities'), image_urls: photos.urls };
    const parsed = propertyFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return setStatus({ kind: 'failed', message: texts['listing.fixErrors'] });
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      const { id, verified = false } = await send(parsed.data);
      setStatus({ kind: 'done', id, verified });
    } catch (error) {
      const refused = fieldErrorFromDatabase(error as { code?: string; message?: string });
      if (refused) {
        setErrors({ [refused.field]: refused.message });
        return setStatus({ kind: 'failed', message: texts['listing.fixErrors'] });
      }
      setStatus({ kind: 'failed', message: (error instanceof Error && error.message) || texts['listing.failed'] });
    }
  };

  const f = (name: string, label: string, control: React.ReactElement<Record<string, unknown>>, hint?: string) => (
    <FormField look="portal" id={`listing-${name}`} label={label} error={errors[name] && (messages?.[errors[name]] ?? errors[name])} hint={hint}>
      {control}
    </FormField>
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={status.kind === 'sending'}>
      <fieldset>
        <legend>{texts['listing.section.basics']}</legend>
        {f('title', texts['listing.field.title'], <input name="title" required maxLength={140} defaultValue={v('title')} />)}
        {f('description', texts['listing.field.description'], <textarea name="description" rows={4} defaultValue={v('description')} />)}
        <div className="field-grid">
          {f('property_type', texts['listing.field.property_type'], (
            <select name="property_type" defaultValue={v('property_type', 'Apartment')}>
              {PROPERTY_TYPES.map((type) => <option key={type}>{type}</option>)}
            </select>
          ))}
          {f('furnishing', texts['listing.field.furnishing'], (
            <select name="furnishing" defaultValue={v('furnishing')}>
              <option value="">{texts['listing.choose']}</option>
              {FURNISHINGS.map((value) => <option key={value}>{value}</option>)}
            </select>
          ))}
          {f('tenant_preference', texts['listing.field.tenant_preference'], (
            <select name="tenant_preference" defaultValue={v('tenant_preference', 'any')}>
              {TENANT_PREFERENCES.map((value) => <option key={value} value={value}>{texts[`listing.tenant.${value}`]}</option>)}
            </select>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{texts['listing.section.location']}</legend>
        <PlaceFields
          catalogue={catalogue}
          texts={texts}
          propose={propose}
          initial={{ city: v('city'), locality: v('locality') }}
          errors={{ city: errors.city, locality: errors.locality }}
        />
        {f('address', texts['listing.field.address'], <input name="address" autoComplete="street-address" defaultValue={v('address')} />)}
      </fieldset>
      <fieldset>
        <legend>{texts['listing.section.rent']}</legend>
        <div className="field-grid">
          {f('rent', texts['listing.field.rent'], <input name="rent" inputMode="numeric" required defaultValue={v('rent')} />)}
          {f('deposit', texts['listing.field.deposit'], <input name="deposit" inputMode="numeric" defaultValue={v('deposit')} />)}
          {f('bedrooms', texts['listing.field.bedrooms'], <RoomSelect name="bedrooms" choose={texts['listing.choose']} value={v('bedrooms')} />)}
          {f('bathrooms', texts['listing.field.bathrooms'], <RoomSelect name="bathrooms" choose={texts['listing.choose']} value={v('bathrooms')} />)}
          {f('area_sqft', texts['listing.field.area_sqft'], <input name="area_sqft" inputMode="numeric" defaultValue={v('area_sqft')} />)}
          {f('available_from', texts['listing.field.available_from'], <input name="available_from" type="date" defaultValue={v('available_from')} />)}
        </div>
      </fieldset>
      <fieldset>
        <legend>{texts['listing.section.amenities']}</legend>
        <div className="checks">
          {AMENITIES.map((amenity) => (
            <label key={amenity}>
              <input type="checkbox" name="amenities" value={amenity} defaultChecked={chosenAmenities.includes(amenity)} /> {amenity}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{texts['listing.section.photos']}</legend>
        <PhotoUploader upload={uploader} texts={texts} initial={initialPhotos ?? savedPhotos((listing?.values.image_urls as string[] | undefined) ?? [])} onChange={onPhotos} />
      </fieldset>
      {status.kind === 'failed' && <Notice kind="error" text={status.message} />}
      <div className="actions">
        <button type="submit" className="button" disabled={status.kind === 'sending'}>
          {listing
            ? texts[status.kind === 'sending' ? 'owners.edit.saving' : 'owners.edit.save']
            : texts[status.kind === 'sending' ? 'listing.submitting' : 'listing.submit']}
        </button>
      </div>
    </form>
  );
}

/** Spec 3's 1, 2, 3, 4, 5+ ('5+' sends 5; a saved 6 shows as 5+). */
function RoomSelect({ name, choose, value = '', ...rest }: { name: string; choose: string; value?: string }) {
  const chosen = value && Number(value) >= 5 ? '5' : value;
  return (
    <select name={name} defaultValue={chosen} {...rest}>
      <option value="">{choose}</option>
      {ROOM_COUNTS.map((count) => (
        <option key={count} value={count.replace('+', '')}>
          {count}
        </option>
      ))}
    </select>
  );
}
