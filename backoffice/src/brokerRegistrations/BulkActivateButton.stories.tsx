import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListContextProvider, useList } from 'react-admin';
import { fn } from 'storybook/test';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { BulkActivateButton } from './BulkActivateButton.tsx';
import { REGISTRATIONS } from './BrokerRegistrationsPage.stories.tsx';

/** The button in the registrations list with `selected` rows chosen. */
function InTheList({ selected }: { selected: string[] }) {
  const list = useList({ data: REGISTRATIONS, resource: 'admin_broker_registrations' });
  return (
    <ListContextProvider value={{ ...list, selectedIds: selected }}>
      <BulkActivateButton />
    </ListContextProvider>
  );
}

const meta = {
  title: 'Backoffice/BrokerRegistrations/BulkActivateButton',
  component: InTheList,
  args: { selected: ['p1', 'p3'] },
  parameters: { methods: { activateBrokerRegistrations: fn(async () => []) } },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof InTheList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two pending registrations chosen. */
export const Selected: Story = {};
/** Nothing chosen. */
export const NothingSelected: Story = { args: { selected: [] } };
/** In the Hindi console. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
