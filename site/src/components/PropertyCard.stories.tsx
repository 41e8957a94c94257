import type { Meta, StoryObj } from '@storybook/react-vite';
import { PropertyCard } from './PropertyCard.tsx';

const meta = {
  title: 'Site/Components/PropertyCard',
  component: PropertyCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    property: {
      id: '7c0e6f1e-2d7b-4c43-9a55-1d2f3c4b5a60',
      title: '3 BHK apartment near Koramangala Forum',
      city: 'Bengaluru',
      locality: 'Koramangala',
      rent: 45000,
      bedrooms: 3,
      property_type: 'Apartment',
      area_sqft: 1450,
      image_urls: [
        'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260"><rect width="400" height="260" fill="%23cbd5e1"/></svg>',
      ],
      verified: true,
    },
  },
} satisfies Meta<typeof PropertyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const UnverifiedWithoutImage: Story = {
  args: {
    property: {
      ...meta.args.property,
      id: '0b7d3a52-8e4f-4a8e-9c1d-5e6f7a8b9c0d',
      title: '1 BHK studio in Andheri West',
      city: 'Mumbai',
      locality: 'Andheri West',
      rent: 150000,
      bedrooms: 1,
      property_type: 'Studio',
      area_sqft: null,
      image_urls: [],
      verified: false,
    },
  },
};

export const LongTitle: Story = {
  args: {
    property: {
      ...meta.args.property,
      id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      title:
        'Spacious fully furnished 4 BHK independent house with garden, servant quarters and two covered parking spaces close to Whitefield metro',
      locality: 'Whitefield',
      rent: 125000,
      bedrooms: 4,
      property_type: 'Independent House',
    },
  },
};

/** Maintenance on top of the rent, listed by its owner: the total a month and "no brokerage". */
export const WithMaintenance: Story = {
  args: {
    property: { ...meta.args.property, id: '9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b5a4', maintenance_charges: 4500, total_monthly_cost: 49500, no_brokerage: true },
  },
};

/** In Hindi: numbers and rupees stay en-IN. */
export const Hindi: Story = { args: { lang: 'hi' } };
