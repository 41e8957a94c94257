import {
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  AMENITIES,
  FURNISHINGS,
  PROPERTY_TYPES,
  ROOM_COUNTS,
} from '@rentals/core/validation/addRvl';
import { formatRupees } from '@rentals/core/money';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { fromIsoDate, toIsoDate } from '../dates/india.ts';
import { IndianDatePicker } from '../shadowBalancing/IndianDatePicker.tsx';
import { PlaceAutocomplete } from '../common/PlaceAutocomplete.tsx';
import { rvlPreview, type AddRvlForm } from './addRvlModel.ts';

export interface AddRvlFieldsProps {
  form: AddRvlForm;
  errors: Partial<Record<keyof AddRvlForm, string>>;
  onChange: (patch: Partial<AddRvlForm>) => void;
  /** The form's ref for a field: the form puts the cursor in the first field it refuses. */
  fieldRef?: (name: keyof AddRvlForm) => (instance: { focus: () => void } | null) => void;
}

type TextKey = Exclude<keyof AddRvlForm, 'amenities'>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Stack sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Stack>
    </Stack>
  );
}

/** The inputs of the Add RVL dialog in its three sections (spec 2.3). */
export function AddRvlFields({ form, errors, onChange, fieldRef }: AddRvlFieldsProps) {
  const translate = useTranslate();
  const field = (
    name: TextKey,
    extra: {
      required?: boolean;
      options?: readonly string[];
      numeric?: boolean;
    } = {},
  ) => (
    <TextField
      key={name}
      name={name}
      label={translate(`app.add_rvl.fields.${name}`)}
      value={form[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      inputRef={fieldRef?.(name)}
      required={extra.required}
      select={Boolean(extra.options)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ htmlInput: extra.numeric ? { inputMode: 'decimal' } : undefined }}
    >
      {extra.options?.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
  // DD/MM/YYYY on the Indian calendar like the console's other dates; the form keeps ISO strings.
  const date = (name: 'rental_start_date' | 'rental_end_date', minDate?: string) => (
    <IndianDatePicker
      key={name}
      name={name}
      label={translate(`app.add_rvl.fields.${name}`)}
      value={fromIsoDate(form[name])}
      minDate={fromIsoDate(minDate) ?? undefined}
      onChange={(day) => onChange({ [name]: toIsoDate(day) ?? '' })}
      fieldRef={fieldRef?.(name)}
      error={errors[name]}
    />
  );
  const toggleAmenity = (amenity: string, checked: boolean) =>
    onChange({
      amenities: checked
        ? [...form.amenities, amenity]
        : form.amenities.filter((a) => a !== amenity),
    });
  const preview = rvlPreview(form);
  return (
    <Stack spacing={3}>
      <Section title={translate('app.add_rvl.sections.rental')}>
        {field('monthly_rent', { required: true, numeric: true })}
        {field('security_deposit', { numeric: true })}
        {field('commission_percentage', { numeric: true })}
        {field('management_fee_percentage', { numeric: true })}
        {field('guaranteed_rent_amount', { numeric: true })}
        {field('contract_type')}
        {date('rental_start_date')}
        {date('rental_end_date', form.rental_start_date)}
      </Section>
      <Section title={translate('app.add_rvl.sections.property')}>
        <PlaceAutocomplete
          name="property_location"
          label={translate('app.add_rvl.fields.property_location')}
          value={form.property_location}
          onChange={(property_location) => onChange({ property_location })}
          of="cities"
          required
          error={errors.property_location}
          inputRef={fieldRef?.('property_location')}
        />
        <PlaceAutocomplete
          name="locality"
          label={translate('app.add_rvl.fields.locality')}
          value={form.locality}
          onChange={(locality) => onChange({ locality })}
          of={{ city: form.property_location }}
          error={errors.locality}
          inputRef={fieldRef?.('locality')}
        />
        {field('property_type', { required: true, options: PROPERTY_TYPES })}
        {field('furnishing', { options: FURNISHINGS })}
        {field('bedrooms', { options: ROOM_COUNTS })}
        {field('bathrooms', { options: ROOM_COUNTS })}
        {field('area_sqft', { numeric: true })}
        {field('property_address')}
        <FormGroup sx={{ gridColumn: '1 / -1' }} role="group" aria-labelledby="amenities-label">
          <FormLabel id="amenities-label">{translate('app.add_rvl.fields.amenities')}</FormLabel>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            {AMENITIES.map((amenity) => (
              <FormControlLabel
                key={amenity}
                control={
                  <Checkbox
                    checked={form.amenities.includes(amenity)}
                    onChange={(e) => toggleAmenity(amenity, e.target.checked)}
                  />
                }
                label={amenity}
              />
            ))}
          </Stack>
        </FormGroup>
        <TextField
          name="description"
          label={translate('app.add_rvl.fields.description')}
          value={form.description}
          onChange={(event) => onChange({ description: event.target.value })}
          multiline
          minRows={2}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Section>
      <Section title={translate('app.add_rvl.sections.summary')}>
        <Typography>
          {translate('app.add_rvl.summary.monthly_rent')}:{' '}
          {preview === null ? translate('app.add_rvl.none') : formatRupees(form.monthly_rent)}
        </Typography>
        <Typography>
          {translate('app.add_rvl.summary.commission')}: {form.commission_percentage || '8'}%
        </Typography>
        <Typography sx={{ fontWeight: 600 }} role="status">
          {translate('app.add_rvl.summary.rvl')}:{' '}
          {preview === null ? translate('app.add_rvl.none') : formatRupees(preview)}
        </Typography>
      </Section>
    </Stack>
  );
}
