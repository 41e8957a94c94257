import type { Meta, StoryObj } from '@storybook/react-vite';
import { ManagedPlaceFields } from './ManagedPlaceFields.tsx';
import { CATALOGUE, FORM_TEXTS, instantProposal } from './storyTexts.ts';

// The managed rental form's place fields: the listing form's type-ahead under the application's
// field names. The catalogue comes with the page, so there is no loading state of its own.
const meta = {
  title: 'Site/Portal/Islands/ManagedPlaceFields',
  component: ManagedPlaceFields,
  args: { catalogue: CATALOGUE, texts: FORM_TEXTS, propose: instantProposal },
} satisfies Meta<typeof ManagedPlaceFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Empty: Story = {};
/** An application's place, sent back after another field was refused. */
export const Filled: Story = { args: { initial: { city: 'Pune', locality: 'Viman Nagar' } } };
/** The database refused the city. */
export const Refused: Story = { args: { initial: { city: 'Atlantis' }, errors: { city: 'Choose a city from the list' } } };
/** An empty catalogue: nothing to suggest. */
export const NoCatalogue: Story = { args: { catalogue: { cities: [], localities: {} } } };
