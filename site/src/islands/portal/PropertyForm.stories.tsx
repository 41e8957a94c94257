import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ListingSubmitter } from './listingActions.ts';
import { PropertyForm } from './PropertyForm.tsx';
import { pick, translator } from '../../i18n/t.ts';
import { PROPERTY_FORM_KEYS } from './propertyFormTexts.ts';
import { CATALOGUE, DONE_PHOTOS, FORM_TEXTS, instantProposal, instantUpload } from './storyTexts.ts';

const meta = {
  title: 'Site/Portal/Islands/PropertyForm',
  component: PropertyForm,
  args: { userId: 'u-1', texts: FORM_TEXTS, catalogue: CATALOGUE, propose: instantProposal, upload: instantUpload, submit: (async () => ({ id: 'p-new' })) as ListingSubmitter },
} satisfies Meta<typeof PropertyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPhotos: Story = { args: { initialPhotos: DONE_PHOTOS } };
/** The server refuses the listing. */
export const ServerError: Story = {
  args: {
    submit: async () => {
      throw new Error('Photos must be uploaded to your own folder');
    },
  },
};
/** The database refuses a value the browser let through: the message goes beside its field. */
export const RefusedValue: Story = {
  args: {
    submit: async () => {
      throw Object.assign(new Error('new row for relation "properties" violates check constraint "properties_rent_range"'), { code: '23514' });
    },
  },
};
/** The database refuses a locality the catalogue lacks: the message goes beside the locality's type-ahead. */
export const RefusedLocality: Story = {
  args: {
    submit: async () => {
      throw Object.assign(new Error('Choose a locality from the list or propose a new one'), { code: 'P0001' });
    },
  },
};
/** A photo whose address is not a web address (a broken upload): the form refuses it beside the photo picker. */
export const PhotoWithoutAddress: Story = {
  args: { initialPhotos: [{ key: 'x', name: 'hall.jpg', status: 'done', progress: 1, url: 'hall.jpg' }] },
};
/** A photo is still uploading: the form waits for it. */
export const PhotoUploading: Story = {
  args: { initialPhotos: [{ key: 'u', name: 'hall.jpg', status: 'uploading', progress: 0.4 }] },
};
/** The listing is being sent and never answered. */
export const Sending: Story = { args: { submit: () => new Promise(() => {}) } };
/** An owner edits a verified listing: its values and photos filled in; saving sends it back to review. */
export const Editing: Story = {
  args: {
    submit: (async () => ({ id: 'o-1', verified: false })) as ListingSubmitter,
    listing: {
      id: 'o-1',
      verified: true,
      values: {
        title: '2 BHK with balcony in Hinjewadi', description: 'Sunny flat near the IT park', property_type: 'Apartment',
        furnishing: 'Semi Furnished', tenant_preference: 'family', city: 'Pune', locality: 'Hinjewadi', address: 'Phase 1',
        rent: 32000, deposit: 64000, bedrooms: 2, bathrooms: 2, area_sqft: 980, available_from: null, amenities: ['Parking'],
        image_urls: ['https://api.example.in/storage/v1/object/public/property-images/properties/u-1/hall.jpg'],
      },
    },
  },
};

/** For a Hindi reader: every choice in Hindi, sending the database's values. */
export const Hindi: Story = { args: { texts: pick(translator('hi'), PROPERTY_FORM_KEYS), lang: 'hi' } };
