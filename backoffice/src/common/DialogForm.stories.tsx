import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '@mui/material';
import { reviewReasonSchema } from '@rentals/core/validation/reviewReason';
import { useController } from 'react-hook-form';
import { fn } from 'storybook/test';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { DialogForm, DialogSaveButton, type FieldMessages } from './DialogForm.tsx';

// The form layer of the console's dialogs, shown with core's review-reason schema. It holds no data
// of its own, so it has no loading or empty list: its states are untouched, filled, refused (by the
// schema or by the database) and saving.
const REQUIRED = 'A reason is required to decline an application';

function Reason() {
  const { field, fieldState } = useController<{ reason: string }>({ name: 'reason' });
  return (
    <TextField
      label="Reason"
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}

function Example({ reason, onSubmit }: { reason: string; onSubmit: (values: { reason: string }) => Promise<FieldMessages | void> }) {
  return (
    <DialogForm schema={reviewReasonSchema(REQUIRED)} defaultValues={{ reason }} onSubmit={onSubmit}>
      <Reason />
      <DialogSaveButton label="Decline" />
    </DialogForm>
  );
}

const meta = {
  title: 'Backoffice/Common/DialogForm',
  component: Example,
  args: { reason: '', onSubmit: fn((): Promise<FieldMessages | void> => Promise.resolve()) },
  decorators: [withStoryMethods],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched: Save is enabled, and pressing it says what is missing beside the field. */
export const Empty: Story = { args: { onSubmit: fn((): Promise<FieldMessages | void> => Promise.resolve()) } };
/** Filled: Save sends the trimmed value once. */
export const Filled: Story = { args: { reason: '  Photos are of another flat  ', onSubmit: fn((): Promise<FieldMessages | void> => Promise.resolve()) } };
/** The database refused the value: its message goes beside the field. */
export const RefusedByTheDatabase: Story = {
  args: { reason: 'Too late', onSubmit: fn((): Promise<FieldMessages | void> => Promise.resolve({ reason: 'Only submitted applications can be declined' })) },
};
/** Saving: Save is busy and sends nothing more. */
export const Saving: Story = { args: { reason: 'Duplicate listing', onSubmit: fn((): Promise<FieldMessages | void> => new Promise<never>(() => {})) } };
