// City and locality from the catalogue, with type-ahead; a locality the catalogue lacks can be
// proposed (propose_locality): the owner's listing may use it at once and everyone else once an
// admin accepts it. The database refuses any other place, so these fields only help choose.
import { useState, type Ref } from 'react';
import { Combobox } from './Combobox.tsx';
import { matchingOptions } from '../../lib/places/matching.ts';
import { FormField } from '../../components/form/FormField.tsx';
import type { PlaceTexts } from './propertyFormTexts.ts';

export interface PlaceCatalogue {
  cities: string[];
  /** Each city's localities by city name (the person's own proposals included). */
  localities: Record<string, string[]>;
}

/** A field a form holds itself (react-hook-form's useController): its value, changes, blur and input. */
export interface PlaceBinding {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** Proposes a locality of a city; resolves with the name as the catalogue keeps it. */
export type LocalityProposer = (city: string, name: string) => Promise<string>;

export interface PlaceFieldsProps {
  catalogue: PlaceCatalogue;
  texts: PlaceTexts;
  initial?: { city?: string | null; locality?: string | null };
  errors?: { city?: string | undefined; locality?: string | undefined };
  propose: LocalityProposer;
  /** The form fields' names (the managed rental form calls the city property_location). */
  names?: { city: string; locality: string };
  /** The inputs' ids are `${idPrefix}-${name}`. */
  idPrefix?: string;
  /** The listing form holds city and locality itself; without it (a posted form) the fields keep their own. */
  bind?: { city: PlaceBinding; locality: PlaceBinding };
}

const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function PlaceFields({ catalogue, texts, initial, errors = {}, propose, names = { city: 'city', locality: 'locality' }, idPrefix = 'listing', bind }: PlaceFieldsProps) {
  const [ownCity, setOwnCity] = useState(initial?.city ?? '');
  const [ownLocality, setOwnLocality] = useState(initial?.locality ?? '');
  const city = bind ? bind.city.value : ownCity;
  const locality = bind ? bind.locality.value : ownLocality;
  const setCity = bind ? bind.city.onChange : setOwnCity;
  const setLocality = bind ? bind.locality.onChange : setOwnLocality;
  const [added, setAdded] = useState<Record<string, string[]>>({});
  const [proposal, setProposal] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done' | 'failed'; text: string }>({ kind: 'idle' });
  const chosenCity = catalogue.cities.find((name) => same(name, city)) ?? null;
  const localities = chosenCity ? [...(catalogue.localities[chosenCity] ?? []), ...(added[chosenCity] ?? [])] : [];
  const typed = locality.trim();
  const canPropose = chosenCity !== null && typed.length > 0 && !localities.some((name) => same(name, typed));
  const count = (n: number) => fill(texts['owners.place.options'], { count: n });
  // Only when nothing can match: a half-typed name is not yet an error.
  const noCity = city.trim() && matchingOptions(catalogue.cities, city).length === 0 ? fill(texts['owners.place.noCity'], { text: city.trim() }) : undefined;

  const onPropose = async () => {
    if (!chosenCity) return;
    setProposal({ kind: 'busy' });
    try {
      const name = await propose(chosenCity, typed);
      setAdded((all) => ({ ...all, [chosenCity]: [...(all[chosenCity] ?? []), name] }));
      setLocality(name);
      setProposal({ kind: 'done', text: fill(texts['owners.place.proposed'], { name }) });
    } catch (error) {
      setProposal({ kind: 'failed', text: fill(texts['owners.place.proposeFailed'], { reason: error instanceof Error ? error.message : '' }) });
    }
  };

  return (
    <div className="field-grid">
      <FormField look="portal" id={`${idPrefix}-${names.city}`} label={texts['listing.field.city']} error={errors.city ?? noCity} hint={texts['owners.place.cityHint']}>
        <Combobox name={names.city} ref={bind?.city.ref} onBlur={bind?.city.onBlur} options={catalogue.cities} value={city} onChange={(value) => { setCity(value); setProposal({ kind: 'idle' }); }} countText={count} required />
      </FormField>
      <div>
        <FormField look="portal" id={`${idPrefix}-${names.locality}`} label={texts['listing.field.locality']} error={errors.locality} hint={chosenCity ? texts['owners.place.localityHint'] : texts['owners.place.chooseCityFirst']}>
          <Combobox name={names.locality} ref={bind?.locality.ref} onBlur={bind?.locality.onBlur} options={localities} value={locality} onChange={setLocality} countText={count} />
        </FormField>
        {canPropose && proposal.kind !== 'busy' && (
          <button type="button" className="button button--ghost button--small" onClick={onPropose}>
            {fill(texts['owners.place.propose'], { name: typed })}
          </button>
        )}
        {proposal.kind === 'busy' && <p className="field__hint">{texts['owners.place.proposing']}</p>}
        <p className={proposal.kind === 'failed' ? 'field__error' : 'field__hint'} role="status">
          {proposal.kind === 'done' || proposal.kind === 'failed' ? proposal.text : ''}
        </p>
      </div>
    </div>
  );
}
