import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListContextProvider, useList } from 'react-admin';
import { fn } from 'storybook/test';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { BulkConfirmButton, type BulkConfirmButtonProps } from './BulkConfirmButton.tsx';

const rows = [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }];

/** The button in a list with `selected` rows chosen. */
function InAList({ selected, ...props }: BulkConfirmButtonProps & { selected: string[] }) {
  const list = useList({ data: rows, resource: 'admin_broker_registrations' });
  return (
    <ListContextProvider value={{ ...list, selectedIds: selected }}>
      <BulkConfirmButton {...props} />
    </ListContextProvider>
  );
}

const meta = {
  title: 'Backoffice/Common/BulkConfirmButton',
  component: InAList,
  args: {
    selected: ['p1', 'p3'],
    label: 'Activate selected',
    title: (count: number) => `Activate ${count} registrations?`,
    text: 'Each broker is activated and their payment marked paid. This cannot be undone here.',
    confirm: 'Activate',
    run: fn(async () => undefined),
    done: (count: number) => `${count} registrations activated`,
    failed: (reason: string | undefined) => reason ?? 'Could not activate',
  },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof InAList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two rows chosen: the button asks before the one call. */
export const Selected: Story = {};
/** Nothing chosen: the button is off. */
export const NothingSelected: Story = { args: { selected: [] } };
