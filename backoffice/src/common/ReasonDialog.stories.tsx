import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mui/material';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { withStoryMethods } from '../testing/withStoryAdmin.tsx';
import { ReasonDialog, type ReasonDialogProps } from './ReasonDialog.tsx';

const meta = {
  title: 'Backoffice/Common/ReasonDialog',
  component: ReasonDialog,
  args: {
    title: 'Decline Application',
    description: '2 BHK in Baner, Pune · Farah Khan. The landlord sees this reason.',
    reasonLabel: 'Reason for declining',
    reasonRequired: 'A reason is required to decline an application',
    confirmLabel: 'Decline',
    done: 'Application Declined',
    failed: 'Failed to decline application',
    submit: fn(() => Promise.resolve()),
    onClose: fn(),
  },
  decorators: [withStoryMethods],
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { submit: fn(() => Promise.resolve()), onClose: fn() } };

/** The refusal is under way: Decline is busy and sends nothing more. */
export const Sending: Story = { args: { submit: fn(() => new Promise<never>(() => {})), onClose: fn() } };

/** The database refuses it with its own message. */
export const Refused: Story = {
  args: {
    submit: fn(() => Promise.reject(new ApiError('Only submitted or under review applications can be declined'))),
    onClose: fn(),
  },
};

/** A row whose Decline button opens the dialog; a refusal takes the row out of the list. */
function RowThatLeaves(props: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const [listed, setListed] = useState(true);
  return (
    <div role="tabpanel" aria-label="Pending applications">
      {listed && (
        <Button onClick={() => setOpen(true)} aria-label="Decline 2 BHK in Baner">
          Decline
        </Button>
      )}
      {open && (
        <ReasonDialog
          {...props}
          submit={async (reason) => {
            await props.submit(reason);
            setListed(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

export const InAList: Story = {
  args: { submit: fn(() => Promise.resolve()), onClose: fn() },
  render: (args) => <RowThatLeaves {...args} />,
};
