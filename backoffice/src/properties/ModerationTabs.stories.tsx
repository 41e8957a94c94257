import { List, ListItem } from '@mui/material';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ListBase, useListContext } from 'react-admin';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { rows } from './fixtures.ts';
import { REVIEW_FILTERS } from './moderationFilters.ts';
import { ModerationTabs } from './ModerationTabs.tsx';
import type { PropertyRecord } from './PropertyList.tsx';

/** The listings the tabs filter, as the list below them shows them. */
function Listings() {
  const { data } = useListContext<PropertyRecord>();
  return (
    <List aria-label="Listings">
      {data?.map((p) => (
        <ListItem key={p.id}>{p.title}</ListItem>
      ))}
    </List>
  );
}

const inPropertiesList: Decorator = (Story, { parameters }) => (
  <ListBase
    resource="properties"
    filterDefaultValues={parameters.filter as Record<string, unknown> | undefined}
    storeKey={false}
    disableSyncWithLocation
  >
    <Story />
    <Listings />
  </ListBase>
);

const meta = {
  title: 'Backoffice/Properties/ModerationTabs',
  component: ModerationTabs,
  parameters: { lists: { properties: rows } },
  decorators: [inPropertiesList, withStoryAdmin],
} satisfies Meta<typeof ModerationTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All listings; one waiting for review and one rejected. */
export const Default: Story = {};

/** Opened on the Rejected tab. */
export const OnRejected: Story = { parameters: { filter: REVIEW_FILTERS.rejected } };

/** The counts are still loading: the tabs show without them. */
export const Loading: Story = { parameters: { lists: { properties: 'loading' } } };

/** No listings at all: both queues empty. */
export const Empty: Story = { parameters: { lists: { properties: [] } } };

/** The counts could not be loaded: the tabs still filter. */
export const Error: Story = { parameters: { lists: { properties: 'error' } } };
