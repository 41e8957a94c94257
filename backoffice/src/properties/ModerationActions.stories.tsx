import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { ListBase, useListContext } from 'react-admin';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { rows } from './fixtures.ts';
import { BulkApproveButton, ModerationActions } from './ModerationActions.tsx';

const [verified, , waiting, rejected] = rows as [
  (typeof rows)[number],
  (typeof rows)[number],
  (typeof rows)[number],
  (typeof rows)[number],
];

/** Ticks the `selected` listings' boxes, as an admin would in the list. */
function Select({ ids }: { ids: readonly string[] }) {
  const { onSelect } = useListContext();
  useEffect(() => onSelect([...ids]), [ids, onSelect]);
  return null;
}

/** The properties list the actions sit in (refresh, selection). */
const inPropertiesList: Decorator = (Story, { parameters }) => (
  <ListBase resource="properties" storeKey={false} disableSyncWithLocation>
    <Select ids={(parameters.selected as string[] | undefined) ?? []} />
    <Story />
  </ListBase>
);

const meta = {
  title: 'Backoffice/Properties/ModerationActions',
  component: ModerationActions,
  args: { record: waiting },
  parameters: {
    lists: { properties: rows },
    methods: {
      approveListing: fn(async () => ({ id: waiting.id })),
      approveListings: fn(async (ids: string[]) => ids.map((id) => ({ id }))),
    },
  },
  decorators: [inPropertiesList, withStoryAdmin],
} satisfies Meta<typeof ModerationActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The approval waits for its Undo to pass, then is sent and never answers here: Approve waits and sends nothing more. */
export const Approving: Story = {
  parameters: { methods: { approveListing: fn(pending), approveListings: fn(pending) } },
};

/** A listing waiting for review: Approve and Reject. */
export const Pending: Story = {};

/** A verified listing: only Reject. */
export const Verified: Story = { args: { record: verified } };

/** The database refuses the approval. */
export const ApproveRefused: Story = {
  parameters: {
    methods: {
      approveListing: () => Promise.reject(new ApiError('Only admins can approve properties')),
    },
  },
};

/** Two listings ticked: Approve selected approves both in one call. */
export const BulkSelection: Story = {
  parameters: { selected: [waiting.id, rejected.id] },
  render: () => <BulkApproveButton />,
};

/** Nothing ticked: nothing to approve. */
export const BulkNothingSelected: Story = { render: () => <BulkApproveButton /> };

/** 178 listings, as Select all picks them: sent 100 at a time, as approve_properties takes them. */
const many = Array.from({ length: 178 }, (_, i) => `bulk-${i + 1}`);

/** approve_properties as the database answers: at most 100 at once. */
async function approveProperties(ids: string[]) {
  if (ids.length > 100) throw new ApiError('At most 100 properties can be approved at once');
  return ids.map((id) => ({ id }));
}

/** More listings ticked than one call takes: approved in batches of 100. */
export const BulkOverLimit: Story = {
  parameters: { selected: many, methods: { approveListings: fn(approveProperties) } },
  render: () => <BulkApproveButton />,
};

/** The first batch is approved, the second is still under way: progress shows how far it got. */
export const BulkInProgress: Story = {
  parameters: {
    selected: many,
    methods: {
      approveListings: fn(approveProperties).mockImplementationOnce(approveProperties).mockImplementation(pending),
    },
  },
  render: () => <BulkApproveButton />,
};

/** The second batch is refused: the first stays approved and leaves the selection. */
export const BulkRefusedHalfway: Story = {
  parameters: {
    selected: many,
    methods: {
      approveListings: fn(approveProperties)
        .mockImplementationOnce(approveProperties)
        .mockImplementation(() => Promise.reject(new ApiError('Only admins can approve properties'))),
    },
  },
  render: () => <BulkApproveButton />,
};
