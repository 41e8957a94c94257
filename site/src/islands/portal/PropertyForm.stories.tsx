import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ListingSubmitter } from './listingActions.ts';
import { PropertyForm } from './PropertyForm.tsx';
import { DONE_PHOTOS, FORM_TEXTS, instantUpload } from './storyTexts.ts';

const meta = {
  title: 'Site/Portal/Islands/PropertyForm',
  component: PropertyForm,
  args: { userId: 'u-1', texts: FORM_TEXTS, upload: instantUpload, submit: (async () => ({ id: 'p-new' })) as ListingSubmitter },
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
/** The listing is being sent and never answered. */
export const Sending: Story = { args: { submit: () => new Promise(() => {}) } };
