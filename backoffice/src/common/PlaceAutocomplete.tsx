// A city or locality field that suggests the catalogue's names as the admin types (MUI
// Autocomplete, an accessible combobox). Free text stays possible: managed rentals record the
// company's own places, which the catalogue need not hold yet.
import { Autocomplete, TextField } from '@mui/material';
import { useGetList } from 'react-admin';

export interface PlaceAutocompleteProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Suggest cities, or the localities of this catalogue city (by name). */
  of: 'cities' | { city: string };
  required?: boolean;
  error?: string | undefined;
}

interface Named {
  id: string;
  name: string;
  city_id?: string;
}

export function PlaceAutocomplete({ name, label, value, onChange, of, required, error }: PlaceAutocompleteProps) {
  const cities = useGetList<Named>('cities', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const city = of === 'cities' ? undefined : cities.data?.find((c) => c.name.toLowerCase() === of.city.trim().toLowerCase());
  const localities = useGetList<Named>(
    'localities',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: { city_id: city?.id } },
    { enabled: Boolean(city) },
  );
  const options = (of === 'cities' ? cities.data : city ? localities.data : [])?.map((row) => row.name) ?? [];
  return (
    <Autocomplete
      freeSolo
      options={options}
      inputValue={value}
      onInputChange={(_, text) => onChange(text)}
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} required={required} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
