import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { PlaceAutocomplete } from './PlaceAutocomplete.tsx';
import { PLACE_LISTS } from './placeFixtures.ts';

function Controlled(args: ComponentProps<typeof PlaceAutocomplete>) {
  const [value, setValue] = useState(args.value);
  return <PlaceAutocomplete {...args} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Backoffice/Common/PlaceAutocomplete',
  component: PlaceAutocomplete,
  args: { name: 'property_location', label: 'Property location', value: '', of: 'cities', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
  parameters: { lists: PLACE_LISTS },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof PlaceAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The city: every catalogue city. */
export const City: Story = {};
/** The locality of Pune: Pune's localities only. */
export const LocalityOfPune: Story = { args: { name: 'locality', label: 'Locality', of: { city: 'Pune' } } };
/** Refused by the form's check. */
export const WithError: Story = { args: { error: 'Property location is required', required: true } };
/** A locality before a city is chosen: nothing to choose from yet. */
export const LocalityWithoutCity: Story = { args: { name: 'locality', label: 'Locality', of: { city: '' } } };
