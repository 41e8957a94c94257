import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListContextProvider, useList } from 'react-admin';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { REGISTRATIONS } from './BrokerRegistrationsPage.stories.tsx';
import { RegistrationAside } from './registrationFilters.tsx';

/** The registrations list's side panel over `filter`. */
function Aside({ filter }: { filter: Record<string, unknown> }) {
  const list = useList({ data: REGISTRATIONS, resource: 'admin_broker_registrations', filter });
  return (
    <ListContextProvider value={list}>
      <RegistrationAside />
    </ListContextProvider>
  );
}

const meta = {
  title: 'Backoffice/BrokerRegistrations/RegistrationAside',
  component: Aside,
  args: { filter: {} },
  decorators: [withStoryAdmin],
  parameters: { freshStore: true },
} satisfies Meta<typeof Aside>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Providers, a repeated reference and when they registered, none chosen. */
export const Default: Story = {};
/** UPI payments with a repeated reference chosen. */
export const Filtered: Story = { args: { filter: { provider: 'upi', reference_repeated: true } } };
/** In the Hindi console. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
