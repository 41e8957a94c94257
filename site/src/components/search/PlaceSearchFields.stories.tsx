import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { translator } from '../../i18n/t.ts';
import { enhancePlaceSearches } from '../../lib/places/placeTypeahead.ts';
import { PlaceSearchFields, type PlaceSearchFieldsProps } from './PlaceSearchFields.tsx';

const cities = ['Bengaluru', 'Mumbai', 'Navi Mumbai', 'Pune'];
const localitiesByCity = {
  Bengaluru: ['HSR Layout', 'Koramangala', 'Whitefield'],
  Mumbai: ['Andheri West', 'Bandra', 'Powai'],
  'Navi Mumbai': ['Kharghar', 'Vashi'],
  Pune: ['Hinjewadi', 'Koregaon Park', 'Viman Nagar', 'Wagholi'],
};

/** As on the pages: inside a GET form, the type-ahead added once the markup is there. */
function InForm(props: PlaceSearchFieldsProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current) enhancePlaceSearches(form.current);
  }, []);
  return (
    <form ref={form} action="/properties" method="get" aria-label="Search homes">
      <PlaceSearchFields {...props} />
    </form>
  );
}

const meta = {
  title: 'Site/Search/PlaceSearchFields',
  component: PlaceSearchFields,
  render: (args) => <InForm {...args} />,
  args: { idPrefix: 'story', cities, localitiesByCity, city: null, locality: null, t: translator('en') },
} satisfies Meta<typeof PlaceSearchFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page: nothing chosen yet, the locality waiting for a city. */
export const Empty: Story = {};
/** The search page of /properties?city=Pune&locality=Viman+Nagar. */
export const Filled: Story = { args: { city: 'Pune', locality: 'Viman Nagar' } };
/** The catalogue could not be read: plain text fields, which the search page still reads against it. */
export const NoCatalogue: Story = { args: { cities: [], localitiesByCity: {} } };
/** The server's HTML before its script has run: plain text boxes that already work. */
export const WithoutScript: Story = { render: (args) => <PlaceSearchFields {...args} /> };
export const Hindi: Story = { args: { t: translator('hi'), city: 'Pune' } };
