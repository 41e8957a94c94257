import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RVL_ABOVE_RENT } from '@rentals/core/validation/messages';
import { ApiError } from '../dataProvider/rpc.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { ApproveConfigureDialog } from './ApproveConfigureDialog.tsx';
import { applications } from './fixtures.ts';

const meta = {
  title: 'Backoffice/ManagedRentals/ApproveConfigureDialog',
  component: ApproveConfigureDialog,
  args: { application: applications[0]!, onClose: fn() },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof ApproveConfigureDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A submitted application with rent, deposit, dates and an affiliate: every default filled. */
export const Default: Story = {
  args: { onClose: fn() },
  parameters: { methods: { approveAndConfigureManagedProperty: fn(async () => ({ id: 'mp' })) } },
};

/** An application with no dates, address or affiliate: the admin fills them in (a lease end at least). */
export const Sparse: Story = {
  args: { application: applications[1]!, onClose: fn() },
  parameters: { methods: { approveAndConfigureManagedProperty: fn(async () => ({ id: 'mp' })) } },
};

/** The approval is still being saved. */
export const Saving: Story = {
  args: { onClose: fn() },
  parameters: { methods: { approveAndConfigureManagedProperty: fn(pending) } },
};

/** The database refuses it with its own message. */
export const Refused: Story = {
  args: { onClose: fn() },
  parameters: {
    methods: {
      approveAndConfigureManagedProperty: () =>
        Promise.reject(new ApiError('Only submitted or under review applications can be approved')),
    },
  },
};

/** The database refuses the RVL amount: more than the application's rent, which the form left blank. */
export const RvlAboveRent: Story = {
  args: { onClose: fn() },
  parameters: {
    methods: {
      approveAndConfigureManagedProperty: () => Promise.reject(new ApiError(RVL_ABOVE_RENT)),
    },
  },
};

/** The applicant typed the area and city into the address too. */
export const AddressNamesItsArea: Story = {
  args: {
    application: { ...applications[0]!, property_address: '12 Paud Road, Kothrud, Pune' },
    onClose: fn(),
  },
};
