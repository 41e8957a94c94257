// The managed rental form's city and locality: the listing form's catalogue type-ahead, posting
// property_location and locality with the rest of the server-rendered form.
import { gatewayProposer } from './listingActions.ts';
import { PlaceFields, type LocalityProposer, type PlaceFieldsProps } from './PlaceFields.tsx';

export type ManagedPlaceFieldsProps = Omit<PlaceFieldsProps, 'names' | 'idPrefix' | 'propose'> & { propose?: LocalityProposer };

export function ManagedPlaceFields({ propose = gatewayProposer, ...props }: ManagedPlaceFieldsProps) {
  return <PlaceFields {...props} propose={propose} names={{ city: 'property_location', locality: 'locality' }} idPrefix="managed" />;
}
