// The listing form (/properties/create, /portal/user/submit-property, and an owner's edit page):
// react-hook-form holds the fields and checks them with core's schema (zodResolver) before anything
// is sent, photos uploaded first, then one list_property call, or update_property when it edits a
// listing (its values and photos filled in). A value the database refuses goes back beside its field.
import { useCallback, useMemo, useRef, useState, type ComponentProps, type FormEvent, type ReactElement } from 'react';
import { useController, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { fieldErrorFromDatabase } from '@rentals/core/validation/databaseErrors';
import { propertyFormSchema, TENANT_PREFERENCES, type PropertyFormValues } from '@rentals/core/validation/property';
import { AMENITIES, FURNISHINGS, PROPERTY_TYPES, ROOM_COUNTS } from '@rentals/core/validation/addRvl';
import { FormField } from '../../components/form/FormField.tsx';
import { firstMessage } from './fieldErrors.ts';
import { gatewayProposer, gatewaySubmitter, gatewayUpdater, gatewayUploader, type ListingSubmitter } from './listingActions.ts';
import { PlaceFields, type LocalityProposer, type PlaceCatalogue } from './PlaceFields.tsx';
import { Notice } from '../../components/portal/ui/Notice.tsx';
import { PhotoUploader, type Photo, type Uploader } from './PhotoUploader.tsx';
import type { PropertyFormTexts } from './propertyFormTexts.ts';
import { FACT_FIELDS, factInputValue, ListingFactsFields, type FactField } from './ListingFactsFields.tsx';
import { amenityLabelKey, furnishingLabelKey, typeLabelKey } from '../../lib/enumLabels.ts';
import { localHref, type Lang } from '../../i18n/lang.ts';
import { useHydrated } from '../form/useHydrated.ts';

/** A listing being edited: its id, whether it is verified now, and its form values. */
export interface EditedListing {
  id: string;
  verified: boolean;
  values: Record<string, string | number | boolean | string[] | null>;
}

export interface PropertyFormProps {
  userId: string;
  texts: PropertyFormTexts;
  /** Core's English messages in the reader's language (i18n/messages.ts messageTable); none in English. */
  messages?: Record<string, string> | undefined;
  catalogue: PlaceCatalogue;
  upload?: Uploader;
  submit?: ListingSubmitter;
  propose?: LocalityProposer;
  initialPhotos?: Photo[];
  /** Edit mode: the listing's values fill the form and the form saves them with update_property. */
  listing?: EditedListing;
  /** The reader's language: the listing's own page is linked at its address in it (/hi/property/…). */
  lang?: Lang;
}

/** What the form's inputs hold: text as typed, the amenities ticked, the uploaded photos' URLs in order. */
type TextField =
  | 'title' | 'description' | 'property_type' | 'furnishing' | 'tenant_preference' | 'city' | 'locality' | 'address'
  | 'rent' | 'deposit' | 'bedrooms' | 'bathrooms' | 'area_sqft' | 'available_from' | FactField;
export type ListingFields = Record<TextField, string> & { amenities: string[]; image_urls: string[] };
type FieldName = keyof ListingFields;

/** The fields as the page shows them, top to bottom: the first invalid one of these gets focus. */
const FIELD_ORDER: readonly FieldName[] = [
  'title', 'description', 'property_type', 'furnishing', 'tenant_preference', 'city', 'locality', 'address', 'rent', 'deposit',
  'bedrooms', 'bathrooms', 'area_sqft', 'available_from', ...FACT_FIELDS, 'amenities', 'image_urls',
];
const isField = (name: string): name is FieldName => (FIELD_ORDER as readonly string[]).includes(name);

// The resolver is typed over the schema's input (unknown where core preprocesses); the form's
// inputs are the strings and lists above, and it hands on core's parsed listing.
const resolver = zodResolver(propertyFormSchema as never) as unknown as Resolver<ListingFields, unknown, PropertyFormValues>;

/** Photos already on the listing, as finished uploads: '…/properties/u/abc.jpg' → 'abc.jpg'. */
export function savedPhotos(urls: readonly string[]): Photo[] {
  return urls.map((url, index) => ({ key: `saved-${index}`, name: url.split('/').pop() ?? url, status: 'done', progress: 1, url }));
}

/** The form's starting values: an edited listing's (rooms of 5 or more show as 5+), or a new listing's. */
function startingValues(listing: EditedListing | undefined, photos: readonly Photo[]): ListingFields {
  const v = (name: string, fallback = ''): string => {
    const value = listing?.values[name];
    return value === null || value === undefined || Array.isArray(value) ? fallback : String(value);
  };
  const rooms = (name: string) => (v(name) && Number(v(name)) >= 5 ? '5' : v(name));
  return {
    title: v('title'), description: v('description'), property_type: v('property_type', 'Apartment'), furnishing: v('furnishing'),
    tenant_preference: v('tenant_preference', 'any'), city: v('city'), locality: v('locality'), address: v('address'),
    rent: v('rent'), deposit: v('deposit'), bedrooms: rooms('bedrooms'), bathrooms: rooms('bathrooms'), area_sqft: v('area_sqft'),
    available_from: v('available_from'), amenities: (listing?.values.amenities as string[] | undefined) ?? [],
    ...(Object.fromEntries(FACT_FIELDS.map((name) => [name, factInputValue(listing?.values[name])])) as Record<FactField, string>),
    image_urls: photos.filter((p) => p.status === 'done' && p.url).map((p) => p.url as string),
  };
}

type Outcome = { kind: 'editing'; notice?: string } | { kind: 'done'; verified: boolean };

export function PropertyForm({ userId, texts, messages, catalogue, upload, submit, propose = gatewayProposer, initialPhotos, listing, lang = 'en' }: PropertyFormProps) {
  const send = useMemo(() => submit ?? (listing ? gatewayUpdater(listing.id) : gatewaySubmitter), [submit, listing]);
  const uploader = useMemo(() => upload ?? gatewayUploader(userId), [upload, userId]);
  const [photosAtStart] = useState(() => initialPhotos ?? savedPhotos((listing?.values.image_urls as string[] | undefined) ?? []));
  const [start] = useState(() => startingValues(listing, photosAtStart));
  const { register, control, handleSubmit, setError, setFocus, setValue, formState } = useForm<ListingFields, unknown, PropertyFormValues>({
    resolver,
    // Only the fields the form draws itself start here. The inputs carry their own starting values
    // (defaultValue), so the page shows them before the script runs and the form reads them from there.
    defaultValues: { city: start.city, locality: start.locality, amenities: start.amenities, image_urls: start.image_urls },
    // Focus follows the page's order (FIELD_ORDER), not the order the fields happened to register in.
    shouldFocusError: false,
  });
  const city = useController({ control, name: 'city' });
  const locality = useController({ control, name: 'locality' });
  const photoField = useController({ control, name: 'image_urls' });
  const photosBusy = useRef(false);
  // One request per listing: a second submit while one is checked or sent does nothing.
  const inFlight = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });
  const hydrated = useHydrated();
  const { isSubmitted } = formState;
  const onPhotos = useCallback(
    (urls: string[], busy: boolean) => {
      photosBusy.current = busy;
      setValue('image_urls', urls, { shouldValidate: isSubmitted });
    },
    [setValue, isSubmitted],
  );

  if (outcome.kind === 'done' && listing) {
    return (
      <div className="form">
        <Notice kind="success" text={texts[listing.verified && !outcome.verified ? 'owners.edit.savedReview' : 'owners.edit.saved']} />
        <div className="actions">
          <a className="button" href="/portal/user/my-properties">{texts['owners.edit.back']}</a>
          <a className="button button--ghost" href={localHref(lang, `/property/${listing.id}`)}>{texts['owners.edit.view']}</a>
        </div>
      </div>
    );
  }

  if (outcome.kind === 'done') {
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

  const fixErrors = () => setOutcome({ kind: 'editing', notice: texts['listing.fixErrors'] });
  const onInvalid = (errors: FieldErrors<ListingFields>) => {
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) setFocus(first);
    fixErrors();
  };
  const onValid = async (values: PropertyFormValues) => {
    setOutcome({ kind: 'editing' });
    try {
      const { verified = false } = await send(values);
      setOutcome({ kind: 'done', verified });
    } catch (error) {
      const refused = fieldErrorFromDatabase(error as { code?: string; message?: string });
      if (refused && isField(refused.field)) {
        setError(refused.field, { type: 'server', message: refused.message }, { shouldFocus: true });
        return fixErrors();
      }
      setOutcome({ kind: 'editing', notice: (error instanceof Error && error.message) || texts['listing.failed'] });
    }
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) return event.preventDefault();
    if (photosBusy.current) {
      event.preventDefault();
      return setOutcome({ kind: 'editing', notice: texts['listing.photos.wait'] });
    }
    inFlight.current = true;
    try {
      await handleSubmit(onValid, onInvalid)(event);
    } finally {
      inFlight.current = false;
    }
  };

  const input = (name: TextField) => ({ ...register(name), defaultValue: start[name] });
  const errorOf = (name: FieldName) => {
    const message = firstMessage(formState.errors[name]);
    return message && (messages?.[message] ?? message);
  };
  const f = (name: FieldName, label: string, control: ReactElement<Record<string, unknown>>, hint?: string) => (
    <FormField look="portal" id={`listing-${name}`} label={label} error={errorOf(name)} hint={hint}>
      {control}
    </FormField>
  );
  const busy = formState.isSubmitting;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <fieldset>
        <legend>{texts['listing.section.basics']}</legend>
        {f('title', texts['listing.field.title'], <input {...input('title')} required maxLength={140} />)}
        {f('description', texts['listing.field.description'], <textarea {...input('description')} rows={4} />)}
        <div className="field-grid">
          {f('property_type', texts['listing.field.property_type'], (
            <select {...input('property_type')}>
              {PROPERTY_TYPES.map((type) => <option key={type} value={type}>{texts[typeLabelKey(type)]}</option>)}
            </select>
          ))}
          {f('furnishing', texts['listing.field.furnishing'], (
            <select {...input('furnishing')}>
              <option value="">{texts['listing.choose']}</option>
              {FURNISHINGS.map((value) => <option key={value} value={value}>{texts[furnishingLabelKey(value)]}</option>)}
            </select>
          ))}
          {f('tenant_preference', texts['listing.field.tenant_preference'], (
            <select {...input('tenant_preference')}>
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
          bind={{ city: city.field, locality: locality.field }}
          errors={{ city: errorOf('city'), locality: errorOf('locality') }}
        />
        {f('address', texts['listing.field.address'], <input {...input('address')} autoComplete="street-address" />)}
      </fieldset>
      <fieldset>
        <legend>{texts['listing.section.rent']}</legend>
        <div className="field-grid">
          {f('rent', texts['listing.field.rent'], <input {...input('rent')} inputMode="numeric" required />)}
          {f('deposit', texts['listing.field.deposit'], <input {...input('deposit')} inputMode="numeric" />)}
          {f('bedrooms', texts['listing.field.bedrooms'], <RoomSelect choose={texts['listing.choose']} {...input('bedrooms')} />)}
          {f('bathrooms', texts['listing.field.bathrooms'], <RoomSelect choose={texts['listing.choose']} {...input('bathrooms')} />)}
          {f('area_sqft', texts['listing.field.area_sqft'], <input {...input('area_sqft')} inputMode="numeric" />)}
          {f('available_from', texts['listing.field.available_from'], <input {...input('available_from')} type="date" />)}
        </div>
      </fieldset>
      <ListingFactsFields texts={texts} input={input} field={f} />
      <fieldset>
        <legend>{texts['listing.section.amenities']}</legend>
        <div className="checks">
          {AMENITIES.map((amenity) => (
            <label key={amenity}>
              <input type="checkbox" {...register('amenities')} value={amenity} defaultChecked={start.amenities.includes(amenity)} /> {texts[amenityLabelKey(amenity)!]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{texts['listing.section.photos']}</legend>
        <PhotoUploader upload={uploader} texts={texts} initial={photosAtStart} onChange={onPhotos} error={errorOf('image_urls')} inputRef={photoField.field.ref} />
      </fieldset>
      {outcome.notice && <Notice kind="error" text={outcome.notice} />}
      <div className="actions">
        <button type="submit" className="button" disabled={busy || !hydrated} aria-busy={busy}>
          {listing
            ? texts[busy ? 'owners.edit.saving' : 'owners.edit.save']
            : texts[busy ? 'listing.submitting' : 'listing.submit']}
        </button>
      </div>
    </form>
  );
}

/** Spec 3's 1, 2, 3, 4, 5+ ('5+' sends 5; a saved 6 starts as 5+, startingValues). */
function RoomSelect({ choose, ...select }: { choose: string } & ComponentProps<'select'>) {
  return (
    <select {...select}>
      <option value="">{choose}</option>
      {ROOM_COUNTS.map((count) => (
        <option key={count} value={count.replace('+', '')}>
          {count}
        </option>
      ))}
    </select>
  );
}
