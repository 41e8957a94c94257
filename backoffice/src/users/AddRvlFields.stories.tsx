import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { PLACE_LISTS } from '../common/placeFixtures.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { storyDataProvider } from '../testing/storyDataProvider.ts';
import { AddRvlFields } from './AddRvlFields.tsx';
import { EMPTY_ADD_RVL, readAddRvl, type AddRvlForm } from './addRvlModel.ts';

type Props = ComponentProps<typeof AddRvlFields>;

/** The fields holding what is typed, as the dialog's form state does. */
function Controlled(args: Props) {
  const [form, setForm] = useState<AddRvlForm>(args.form);
  return (
    <AddRvlFields
      {...args}
      form={form}
      onChange={(patch) => {
        setForm((current) => ({ ...current, ...patch }));
        args.onChange(patch);
      }}
    />
  );
}

const empty = readAddRvl(EMPTY_ADD_RVL);

const meta = {
  title: 'Backoffice/Users/AddRvlFields',
  component: AddRvlFields,
  args: { form: EMPTY_ADD_RVL, errors: {}, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <StoryAdmin methods={storyDataProvider(PLACE_LISTS)}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof AddRvlFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new application: the defaults of spec 5, nothing to lock yet. */
export const Empty: Story = {};

/** A villa in Bengaluru at ₹45,000 a month with its amenities: ₹3,600 locked a month. */
export const Filled: Story = {
  args: {
    form: {
      ...EMPTY_ADD_RVL,
      monthly_rent: '45000',
      property_location: 'Bengaluru',
      locality: 'Whitefield',
      property_type: 'Villa',
      bedrooms: '4',
      amenities: ['Parking', 'Gym'],
    },
  },
};

/** Saved without the required fields: each says so. */
export const WithErrors: Story = { args: { errors: empty.ok ? {} : empty.errors } };
