// A city or locality field that takes its value from the place catalogue (MUI Autocomplete, an
// accessible combobox): typing filters the catalogue's names, and only a name from the list is
// kept; other text is cleared when the field is left. The database refuses any other place.
import { Autocomplete, TextField } from '@mui/material';
import type { Ref } from 'react';
import { useGetList, useTranslate } from 'react-admin';

export interface PlaceAutocompleteProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Offer cities, or the localities of this catalogue city (by name). */
  of: 'cities' | { city: string };
  required?: boolean;
  error?: string | undefined;
  /** The form's ref, so that the form can put the cursor here when the value is refused. */
  inputRef?: Ref<{ focus: () => void }> | undefined;
}

interface Named {
  id: string;
  name: string;
  city_id?: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function PlaceAutocomplete({ name, label, value, onChange, of, required, error, inputRef }: PlaceAutocompleteProps) {
  const translate = useTranslate();
  const cities = useGetList<Named>('cities', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const city = of === 'cities' ? undefined : cities.data?.find((c) => same(c.name, of.city));
  const localities = useGetList<Named>(
    'localities',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: { city_id: city?.id } },
    { enabled: Boolean(city) },
  );
  const options = (of === 'cities' ? cities.data : city ? localities.data : [])?.map((row) => row.name) ?? [];
  const loading = of === 'cities' ? cities.isPending : cities.isPending || (Boolean(city) && localities.isPending);
  // Typed in any case, a catalogue name counts as chosen and takes the catalogue's spelling.
  const chosen = options.find((option) => same(option, value)) ?? null;
  const hint =
    of === 'cities' ? translate('app.places.city_hint') : city ? translate('app.places.locality_hint') : translate('app.places.choose_city_first');
  return (
    <Autocomplete
      options={options}
      value={chosen}
      inputValue={value}
      // Until the list has come, a value it will hold must not be cleared as unknown.
      onInputChange={(_, text, reason) => reason === 'reset' && loading ? undefined : onChange(text)}
      onChange={(_, option) => onChange(option ?? '')}
      autoHighlight
      disabled={of !== 'cities' && !loading && !city}
      loading={loading}
      loadingText={translate('app.places.loading')}
      noOptionsText={translate('app.places.no_match')}
      renderInput={(params) => (
        <TextField {...params} inputRef={inputRef} name={name} label={label} required={required} error={Boolean(error)} helperText={error ?? hint} />
      )}
    />
  );
}
