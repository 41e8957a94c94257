import type { Meta, StoryObj } from '@storybook/react-vite';
import { shadowBalancingFormSchema } from '@rentals/core/validation/shadowBalancing';
import { fn } from 'storybook/test';
import { DialogForm, DialogSaveButton, type FieldMessages } from '../common/DialogForm.tsx';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { IndianDateInput } from './IndianDateInput.tsx';

// The date picker as a field of a react-admin form, checked by core's shadow balancing schema on
// 25 Nov 2026. It holds no data of its own: its states are empty, filled, refused and saving.
const TODAY = '2026-11-25';

function Example({
  startDate,
  endDate,
  onSubmit,
}: {
  startDate: string | null;
  endDate: string | null;
  onSubmit: (values: unknown) => Promise<FieldMessages | void>;
}) {
  return (
    <DialogForm
      schema={shadowBalancingFormSchema(TODAY)}
      defaultValues={{ enabled: true, startDate, endDate, reason: 'Top producer on leave' }}
      onSubmit={onSubmit}
    >
      <IndianDateInput source="startDate" label="Start Date" required />
      <IndianDateInput source="endDate" label="End Date (Max 6 months)" required />
      <DialogSaveButton label="Save" />
    </DialogForm>
  );
}

const resolved = () => fn((): Promise<FieldMessages | void> => Promise.resolve());

const meta = {
  title: 'Backoffice/ShadowBalancing/IndianDateInput',
  component: Example,
  args: { startDate: '2026-11-25', endDate: '2027-05-24', onSubmit: resolved() },
  decorators: [withStoryMethods],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No dates yet: Save says beneath each that it is required. */
export const Empty: Story = { args: { startDate: null, endDate: null, onSubmit: resolved() } };
/** Both dates within the rules: Save hands them on as ISO dates. */
export const Filled: Story = { args: { onSubmit: resolved() } };
/** A start before today: the schema's message beneath it. */
export const Refused: Story = { args: { startDate: '2026-11-01', onSubmit: resolved() } };
/** Saving: Save is busy and sends nothing more. */
export const Saving: Story = {
  args: { onSubmit: fn((): Promise<FieldMessages | void> => new Promise<never>(() => {})) },
};
