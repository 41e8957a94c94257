import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { APPROVED_LISTING, BARE_LISTING, FLOOR_REFUSED } from './factsFixtures.ts';
import type { PropertyFactsRecord } from './factsModel.ts';
import { PropertyEdit } from './PropertyEdit.tsx';

const listing = (record: PropertyFactsRecord) => () => Promise.resolve({ data: record });

const meta = {
  title: 'Backoffice/Properties/PropertyEdit',
  component: PropertyEdit,
  args: { id: 'p1' },
  parameters: {
    methods: {
      getOne: listing(APPROVED_LISTING),
      correctListingFacts: fn(async (id: string) => ({ id, verified: false, review_changes: { floor: { old: 4, new: 2 } } })),
    },
  },
  decorators: [withStoryMethods],
} satisfies Meta<typeof PropertyEdit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An approved listing with its facts; saving a changed home fact sends it back to review. */
export const Default: Story = {};

/** A listing that states no facts yet: every field empty, "Not stated". */
export const Empty: Story = {
  args: { id: 'p2' },
  parameters: {
    methods: {
      getOne: listing(BARE_LISTING),
      correctListingFacts: fn(async (id: string) => ({ id, verified: false, review_changes: null })),
    },
  },
};

/** The listing is still loading. */
export const Loading: Story = { parameters: { methods: { getOne: pending } } };

/** The listing could not be loaded. */
export const Error: Story = {
  parameters: { methods: { getOne: () => Promise.reject(new ApiError('The server could not be reached')) } },
};

/** The facts are being saved. */
export const Saving: Story = { parameters: { methods: { getOne: listing(APPROVED_LISTING), correctListingFacts: pending } } };

/** The database refuses a floor above the building. */
export const Refused: Story = {
  parameters: { methods: { getOne: listing(APPROVED_LISTING), correctListingFacts: () => Promise.reject(FLOOR_REFUSED) } },
};

/** The database refuses the admin (no second factor any more). */
export const Denied: Story = {
  parameters: {
    methods: {
      getOne: listing(APPROVED_LISTING),
      correctListingFacts: () => Promise.reject(new ApiError('Only admins can correct listing facts', 'P0001', 400)),
    },
  },
};

/** In Hindi. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
