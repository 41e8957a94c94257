import { Box } from '@mui/material';
import { NumberInput, SelectInput } from 'react-admin';
import {
  FACING_CHOICES,
  FOOD_PREFERENCE_CHOICES,
  PARKING_CHOICES,
  WATER_SUPPLY_CHOICES,
  YES_NO_CHOICES,
  yesNo,
} from './factsModel.ts';
import './factsTexts.ts';

const label = (field: string) => `app.property_facts.fields.${field}`;
const NOT_STATED = 'app.property_facts.not_stated';

/** The rental facts' fields, two to a row from 600 px; each may be left not stated. */
export function PropertyFactsInputs() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 720 }}>
      <NumberInput source="maintenance_charges" label={label('maintenance_charges')} min={0} step={1}
        helperText="app.property_facts.helpers.maintenance_charges" />
      <NumberInput source="year_built" label={label('year_built')} min={1900} step={1} helperText={false} />
      <NumberInput source="floor" label={label('floor')} min={0} step={1} helperText="app.property_facts.helpers.floor" />
      <NumberInput source="total_floors" label={label('total_floors')} min={1} step={1} helperText={false} />
      <SelectInput source="parking" label={label('parking')} choices={PARKING_CHOICES} emptyText={NOT_STATED} helperText={false} />
      <SelectInput source="water_supply" label={label('water_supply')} choices={WATER_SUPPLY_CHOICES} emptyText={NOT_STATED} helperText={false} />
      <SelectInput source="facing" label={label('facing')} choices={FACING_CHOICES} emptyText={NOT_STATED} helperText={false} />
      <SelectInput source="gated_society" label={label('gated_society')} choices={YES_NO_CHOICES} format={yesNo}
        emptyText={NOT_STATED} helperText={false} />
      <SelectInput source="pets_allowed" label={label('pets_allowed')} choices={YES_NO_CHOICES} format={yesNo}
        emptyText={NOT_STATED} helperText={false} />
      <SelectInput source="food_preference" label={label('food_preference')} choices={FOOD_PREFERENCE_CHOICES}
        emptyText={NOT_STATED} helperText={false} />
    </Box>
  );
}
