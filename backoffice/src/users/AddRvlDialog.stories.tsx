import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { PLACE_LISTS } from '../common/placeFixtures.ts';
import { pending, StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { storyDataProvider } from '../testing/storyDataProvider.ts';
import { AddRvlDialog } from './AddRvlDialog.tsx';

const meta = {
  title: 'Backoffice/Users/AddRvlDialog',
  component: AddRvlDialog,
  args: {
    target: { id: 'user-1', full_name: 'Ramesh Gupta', email: 'ramesh@example.in' },
    onClose: fn(),
  },
  parameters: { addRvl: fn(() => Promise.resolve({ id: 'app-1', rental_value_locked: 3600 })) },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin methods={{ ...storyDataProvider(PLACE_LISTS), addRvl: parameters.addRvl }}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof AddRvlDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Saving fails (the database refused or the network is down). */
export const Error: Story = {
  parameters: { addRvl: () => Promise.reject(new globalThis.Error('offline')) },
};

/** The database refuses a value the form let through: its message goes beside the field. */
export const RefusedValue: Story = {
  parameters: {
    addRvl: () => Promise.reject(new ApiError(
      'new row for relation "managed_rental_applications" violates check constraint "managed_rental_applications_property_location_length"',
      '23514', 400,
    )),
  },
};

/** The database refuses a city outside the catalogue (a direct call would be refused the same way). */
export const RefusedPlace: Story = {
  parameters: { addRvl: () => Promise.reject(new ApiError('Choose a city from the list', 'P0001', 400)) },
};

/** The save is under way: Add RVL is busy and sends nothing more. */
export const Saving: Story = { parameters: { addRvl: fn(pending) } };

export const Closed: Story = { args: { target: null }, parameters: { rendersNothing: true } };
