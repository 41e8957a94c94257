import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending, StoryAdmin, type StoryParameters } from '../testing/StoryAdmin.tsx';
import { ShadowPowerDialog } from './ShadowPowerDialog.tsx';

const meta = {
  title: 'Backoffice/ShadowPower/ShadowPowerDialog',
  component: ShadowPowerDialog,
  args: {
    target: { affiliate_id: 'AFF10042', full_name: 'Priya Sharma' },
    mode: 'add',
    onClose: fn(),
  },
  parameters: {
    save: fn(() =>
      Promise.resolve({ affiliate_id: 'AFF10042', shadow_power_amount: 25000, is_active: true }),
    ),
  },
  decorators: [
    (Story, { parameters }: StoryParameters) => (
      <StoryAdmin methods={{ setShadowPower: parameters.save }}>
        <Story />
      </StoryAdmin>
    ),
  ],
} satisfies Meta<typeof ShadowPowerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Users tab: a new grant, above 0 only. */
export const Default: Story = {};

/** Shadow Power screen: pre-filled from the existing record; 0 deactivates. */
export const Configure: Story = {
  args: {
    mode: 'configure',
    target: {
      affiliate_id: 'AFF10042',
      full_name: 'Priya Sharma',
      shadow_power_amount: '150000.00',
      notes: 'Launch support',
    },
  },
};

/** The save is under way: Save is busy and sends nothing more. */
export const Saving: Story = { ...Configure, parameters: { save: fn(pending) } };

/** The database refuses: the person has no affiliate profile. */
export const Error: Story = {
  parameters: {
    save: () =>
      import('../dataProvider/rpc.ts').then(({ ApiError }) =>
        Promise.reject(new ApiError('User must be an affiliate to add shadow power', 'P0001', 400)),
      ),
  },
};

export const Closed: Story = { args: { target: null }, parameters: { rendersNothing: true } };
