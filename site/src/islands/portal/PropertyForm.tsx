// The listing form (/properties/create, /portal/user/submit-property): checked with core's schema
// before it is sent, photos uploaded first, then one list_property call.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { propertyFormSchema, TENANT_PREFERENCES } from '@rentals/core/validation/property';
import { AMENITIES, FURNISHINGS, PROPERTY_TYPES, ROOM_COUNTS } from '@rentals/core/validation/addRvl';
import { fieldErrors, FormField } from './FormField.tsx';
import { gatewaySubmitter, gatewayUploader, type ListingSubmitter } from './listingActions.ts';
import { Notice } from '../../components/portal/ui/Notice.tsx';
import { PhotoUploader, type Photo, type Uploader } from './PhotoUploader.tsx';
import type { PropertyFormTexts } from './propertyFormTexts.ts';

export interface PropertyFormProps {
  userId: string;
  texts: PropertyFormTexts;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string>;
  upload?: Uploader;
  submit?: ListingSubmitter;
  initialPhotos?: Photo[];
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string } | { kind: 'done'; id: string };

export function PropertyForm({ userId, texts, messages, upload, submit = gatewaySubmitter, initialPhotos }: PropertyFormProps) {
  const uploader = useMemo(() => upload ?? gatewayUploader(userId), [upload, userId]);
  const [photos, setPhotos] = useState<{ urls: string[]; busy: boolean }>({ urls: [], busy: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const onPhotos = useCallback((urls: string[], busy: boolean) => setPhotos({ urls, busy }), []);

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
      const { id } = await submit(parsed.data);
      setStatus({ kind: 'done', id });
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
    <FormField id={`listing-${name}`} label={label} error={errors[name] && (messages?.[errors[name]] ?? errors[name])} hint={hint}>
      {control}
    </FormField>
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={status.kind === 'sending'}>
      <fieldset>
        <legend>{texts['listing.section.basics']}</legend>
        {f('title', texts['listing.field.title'], <input name="title" required maxLength={140} />)}
        {f('description', texts['listing.field.description'], <textarea name="description" rows={4} />)}
        <div className="field-grid">
          {f('property_type', texts['listing.field.property_type'], (
            <select name="property_type" defaultValue="Apartment">
              {PROPERTY_TYPES.map((type) => <option key={type}>{type}</option>)}
            </select>
          ))}
          {f('furnishing', texts['listing.field.furnishing'], (
            <select name="furnishing" defaultValue="">
              <option value="">{texts['listing.choose']}</option>
              {FURNISHINGS.map((value) => <option key={value}>{value}</option>)}
            </select>
          ))}
          {f('tenant_preference', texts['listing.field.tenant_preference'], (
            <select name="tenant_preference" defaultValue="any">
              {TENANT_PREFERENCES.map((value) => <option key={value} value={value}>{texts[`listing.tenant.${value}`]}</option>)}
            </select>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{texts['listing.section.location']}</legend>
        <div className="field-grid">
          {f('city', texts['listing.field.city'], <input name="city" required autoComplete="address-level2" />)}
          {f('locality', texts['listing.field.locality'], <input name="locality" />)}
        </div>
        {f('address', texts['listing.field.address'], <input name="address" autoComplete="street-address" />)}
      </fieldset>
      <fieldset>
        <legend>{texts['listing.section.rent']}</legend>
        <div className="field-grid">
          {f('rent', texts['listing.field.rent'], <input name="rent" inputMode="numeric" required />)}
          {f('deposit', texts['listing.field.deposit'], <input name="deposit" inputMode="numeric" />)}
          {f('bedrooms', texts['listing.field.bedrooms'], <RoomSelect name="bedrooms" choose={texts['listing.choose']} />)}
          {f('bathrooms', texts['listing.field.bathrooms'], <RoomSelect name="bathrooms" choose={texts['listing.choose']} />)}
          {f('area_sqft', texts['listing.field.area_sqft'], <input name="area_sqft" inputMode="numeric" />)}
          {f('available_from', texts['listing.field.available_from'], <input name="available_from" type="date" />)}
        </div>
      </fieldset>
      <fieldset>
        <legend>{texts['listing.section.amenities']}</legend>
        <div className="checks">
          {AMENITIES.map((amenity) => (
            <label key={amenity}>
              <input type="checkbox" name="amenities" value={amenity} /> {amenity}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{texts['listing.section.photos']}</legend>
        <PhotoUploader upload={uploader} texts={texts} initial={initialPhotos} onChange={onPhotos} />
      </fieldset>
      {status.kind === 'failed' && <Notice kind="error" text={status.message} />}
      <div className="actions">
        <button type="submit" className="button" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? texts['listing.submitting'] : texts['listing.submit']}
        </button>
      </div>
    </form>
  );
}

/** Spec 3's 1, 2, 3, 4, 5+ ('5+' sends 5). */
function RoomSelect({ name, choose, ...rest }: { name: string; choose: string }) {
  return (
    <select name={name} defaultValue="" {...rest}>
      <option value="">{choose}</option>
      {ROOM_COUNTS.map((count) => (
        <option key={count} value={count.replace('+', '')}>
          {count}
        </option>
      ))}
    </select>
  );
}
