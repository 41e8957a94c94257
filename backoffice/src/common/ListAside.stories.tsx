import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilterList, FilterListItem, ListContextProvider, useList } from 'react-admin';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { ListAside } from './ListAside.tsx';

/** The side panel of a list of registrations, with or without quick filters under the saved queries. */
function AsideOfAList({ withFilters }: { withFilters: boolean }) {
  const list = useList<{ id: string }>({ data: [], resource: 'admin_broker_registrations' });
  return (
    <ListContextProvider value={list}>
      <ListAside>
        {withFilters ? (
          <FilterList label="app.lists.reference" icon={null}>
            <FilterListItem label="app.lists.reference_repeated" value={{ reference_repeated: true }} />
          </FilterList>
        ) : null}
      </ListAside>
    </ListContextProvider>
  );
}

const meta = {
  title: 'Backoffice/Common/ListAside',
  component: AsideOfAList,
  args: { withFilters: true },
  decorators: [withStoryAdmin],
  parameters: { freshStore: true },
} satisfies Meta<typeof AsideOfAList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No saved query yet, one quick filter (shown from md up; a phone keeps the filters above the rows). */
export const Default: Story = {};
/** Only the saved queries. */
export const SavedQueriesOnly: Story = { args: { withFilters: false } };
