import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../i18n/t.ts';
import { PhotoGallery } from './PhotoGallery.tsx';

const photos = ['/images/placeholders/apartment.svg', '/images/placeholders/living-room.svg', '/images/placeholders/kitchen.svg'];

const meta = {
  title: 'Site/Detail/PhotoGallery',
  component: PhotoGallery,
  args: { photos, title: '2 BHK Apartment in Viman Nagar', t: translator('en') },
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three photos: numbered, with the count on the button that opens them full screen. */
export const Filled: Story = {};
export const OnePhoto: Story = { args: { photos: photos.slice(0, 1) } };
/** The owner has not added photos yet. */
export const Empty: Story = { args: { photos: [] } };
export const Hindi: Story = { args: { t: translator('hi') } };
