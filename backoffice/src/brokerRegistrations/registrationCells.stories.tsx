import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@mui/material';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { REGISTRATIONS } from './BrokerRegistrationsPage.stories.tsx';
import { BrokerCell, ProviderCell, ReferenceCell, StatusCell } from './registrationCells.tsx';
import type { RegistrationRecord } from './types.ts';

/** One registration's cells side by side, as a row of the list shows them. */
function RegistrationCells({ record }: { record: RegistrationRecord }) {
  return (
    <Stack direction="row" spacing={3} alignItems="center">
      <BrokerCell record={record} />
      <ProviderCell provider={record.provider} />
      <ReferenceCell record={record} />
      <StatusCell status={record.status} />
    </Stack>
  );
}

const meta = {
  title: 'Backoffice/BrokerRegistrations/registrationCells',
  component: RegistrationCells,
  args: { record: REGISTRATIONS[0]! },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof RegistrationCells>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending cash registration. */
export const Pending: Story = {};
/** Paid and activated. */
export const Succeeded: Story = { args: { record: REGISTRATIONS[1]! } };
/** A reference another payment carries too: flagged for the admin. */
export const RepeatedReference: Story = { args: { record: { ...REGISTRATIONS[2]!, reference_repeated: true } } };
/** A failed payment of a broker with no phone or city on record. */
export const FailedWithoutDetails: Story = { args: { record: { ...REGISTRATIONS[3]!, broker_phone: null, broker_city: null } } };
