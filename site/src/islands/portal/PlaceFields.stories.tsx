import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaceFields } from './PlaceFields.tsx';
import { CATALOGUE, FORM_TEXTS, instantProposal } from './storyTexts.ts';

const meta = {
  title: 'Site/Portal/Islands/PlaceFields',
  component: PlaceFields,
  args: { catalogue: CATALOGUE, texts: FORM_TEXTS, propose: instantProposal },
} satisfies Meta<typeof PlaceFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the locality waits for a city. */
export const Empty: Story = {};
/** A listing's saved place. */
export const Chosen: Story = { args: { initial: { city: 'Pune', locality: 'Viman Nagar' } } };
/** The database refused the locality. */
export const Refused: Story = {
  args: { initial: { city: 'Pune', locality: 'Powai' }, errors: { locality: 'Choose a locality from the list or propose a new one' } },
};
/** Proposing fails on the server. */
export const ProposalFails: Story = {
  args: {
    initial: { city: 'Pune', locality: 'Baner' },
    propose: async () => {
      throw new Error('You have 10 localities waiting for review; wait until they are reviewed');
    },
  },
};
