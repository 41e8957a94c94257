import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyFacts } from './KeyFacts.tsx';

const meta = {
  title: 'Site/Detail/KeyFacts',
  component: KeyFacts,
  args: {
    heading: 'Key facts',
    rows: [
      { label: 'Bedrooms', value: '2 BHK' },
      { label: 'Bathrooms', value: '2' },
      { label: 'Built-up area', value: '1,050 sq ft' },
      { label: 'Type', value: 'Apartment' },
      { label: 'Furnishing', value: 'Semi Furnished' },
      { label: 'Let to', value: 'Family' },
      { label: 'Available from', value: 'Now' },
      { label: 'Listed on', value: '2 Dec 2026' },
    ],
  },
} satisfies Meta<typeof KeyFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listing with every fact its owner gave. */
export const Filled: Story = {};
/** A listing that gave only what the form requires. */
export const Few: Story = {
  args: {
    rows: [
      { label: 'Bedrooms', value: '1 BHK' },
      { label: 'Type', value: 'Studio' },
    ],
  },
};
/** No facts to show: the block is left out. */
export const Empty: Story = { args: { rows: [] }, parameters: { rendersNothing: true } };
export const Hindi: Story = {
  args: {
    heading: 'मुख्य बातें',
    rows: [
      { label: 'बेडरूम', value: '2 BHK' },
      { label: 'उपलब्ध', value: 'अभी' },
    ],
  },
};
