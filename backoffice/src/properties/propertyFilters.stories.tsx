import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListContextProvider, useList } from 'react-admin';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { rows } from './fixtures.ts';
import { PropertyAside } from './propertyFilters.tsx';

/** The properties list's side panel over `filter`. */
function Aside({ filter }: { filter: Record<string, unknown> }) {
  const list = useList({ data: rows, resource: 'properties', filter });
  return (
    <ListContextProvider value={list}>
      <PropertyAside />
    </ListContextProvider>
  );
}

const meta = {
  title: 'Backoffice/Properties/PropertyAside',
  component: Aside,
  args: { filter: {} },
  decorators: [withStoryAdmin],
  parameters: { freshStore: true },
} satisfies Meta<typeof Aside>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved queries and when the listing was posted, none chosen. */
export const Default: Story = {};
/** In the Hindi console. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
