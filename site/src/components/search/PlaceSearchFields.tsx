// City and locality of a visitor's search (home page and search page): text inputs that work as
// they are without script, turned by placeTypeahead.ts into the type-ahead owners have in the
// listing form. Rendered on the server only; the catalogue rides along in data attributes, so
// choosing a city offers its localities without a request.
import { FormField, type ControlProps } from '../form/FormField.tsx';
import type { Translate } from '../../i18n/t.ts';
import type { LocalitiesByCity } from '../../lib/places/choices.ts';
import { catalogueName } from '../../lib/places/matching.ts';

export interface PlaceSearchFieldsProps {
  /** The inputs' ids are `${idPrefix}-city` and `${idPrefix}-locality`. */
  idPrefix: string;
  /** The catalogue's cities; none when it could not be read (the fields then take typed names). */
  cities: readonly string[];
  localitiesByCity: LocalitiesByCity;
  city: string | null;
  locality: string | null;
  t: Translate;
}

function Suggestions({ id }: { id: string }) {
  return (
    <>
      <ul className="combobox__list" id={`${id}-list`} role="listbox" hidden />
      <p className="visually-hidden" id={`${id}-status`} role="status" />
    </>
  );
}

export function PlaceSearchFields({ idPrefix, cities, localitiesByCity, city, locality, t }: PlaceSearchFieldsProps) {
  const cityId = `${idPrefix}-city`;
  const localityId = `${idPrefix}-locality`;
  const chosen = catalogueName(cities, city);
  const input = (name: 'city' | 'locality', value: string | null, autoComplete: string) => (control: ControlProps) => (
    <div className="combobox">
      <input
        {...control}
        name={name}
        type="text"
        defaultValue={value ?? ''}
        autoComplete={autoComplete}
        maxLength={80}
        data-place={name}
        aria-controls={`${control.id}-list`}
      />
      <Suggestions id={control.id} />
    </div>
  );
  return (
    <div
      className="place-search"
      data-place-search=""
      data-cities={JSON.stringify(cities)}
      data-localities={JSON.stringify(localitiesByCity)}
      data-count-text={t('owners.place.options')}
      data-hint-no-city={t('search.filters.localityHint')}
      data-hint-city={t('search.place.localityHint')}
    >
      <FormField id={cityId} label={t('search.filters.city')} hint={t('search.place.cityHint')}>
        {input('city', city, 'address-level2')}
      </FormField>
      <FormField id={localityId} label={t('search.filters.locality')} hint={t(chosen ? 'search.place.localityHint' : 'search.filters.localityHint')}>
        {input('locality', locality, 'off')}
      </FormField>
    </div>
  );
}
