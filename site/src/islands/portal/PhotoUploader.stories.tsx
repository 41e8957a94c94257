import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhotoUploader } from './PhotoUploader.tsx';
import { UploadRefused } from '../../lib/portal/photoUpload.ts';
import { DONE_PHOTOS, FORM_TEXTS, instantUpload } from './storyTexts.ts';

const meta = {
  title: 'Site/Portal/Islands/PhotoUploader',
  component: PhotoUploader,
  args: { upload: instantUpload, texts: FORM_TEXTS },
} satisfies Meta<typeof PhotoUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Uploading: Story = {
  args: { initial: [DONE_PHOTOS[0] as (typeof DONE_PHOTOS)[number], { key: 'c', name: 'bedroom.jpg', status: 'uploading', progress: 0.4 }] },
};
export const Uploaded: Story = { args: { initial: DONE_PHOTOS } };
export const Refused: Story = {
  args: { initial: [{ key: 'd', name: 'plan.pdf', status: 'error', progress: 0, error: 'plan.pdf is not an image: choose a JPEG, PNG, WebP, GIF or AVIF file' }] },
};
/** The server read the contents and found no picture (a text file named .png): 415 from storage. */
export const ContentsNotAnImage: Story = {
  args: {
    initial: DONE_PHOTOS,
    upload: () => Promise.reject(new UploadRefused(415, 'mime type image/png is not supported')),
  },
};
/** The form refused the photos as a whole: its message stands beside the picker. */
export const WithMessage: Story = { args: { initial: DONE_PHOTOS, error: 'Invalid URL' } };
