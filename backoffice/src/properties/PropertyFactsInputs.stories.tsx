import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-admin';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { APPROVED_LISTING, BARE_LISTING } from './factsFixtures.ts';
import { factsOf } from './factsModel.ts';
import { PropertyFactsInputs } from './PropertyFactsInputs.tsx';

// The facts' fields in a form of their own: they load nothing, so their states are a listing with
// its facts, one with none, and Hindi.
const meta = {
  title: 'Backoffice/Properties/PropertyFactsInputs',
  component: PropertyFactsInputs,
  parameters: { methods: {}, listing: 'approved' },
  decorators: [
    (Story, { parameters }) => (
      <Form defaultValues={factsOf(parameters.listing === 'bare' ? BARE_LISTING : APPROVED_LISTING)}>
        <Story />
      </Form>
    ),
    withStoryMethods,
  ],
} satisfies Meta<typeof PropertyFactsInputs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { parameters: { listing: 'bare' } };
export const Hindi: Story = { parameters: { locale: 'hi' } };
