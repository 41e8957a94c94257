import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../dataProvider/rpc.ts';
import { pending } from '../testing/StoryAdmin.tsx';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { ConfigureShadowBalancingDialog } from './ConfigureShadowBalancingDialog.tsx';
import { brokers } from './fixtures.ts';

const meta = {
  title: 'Backoffice/ShadowBalancing/ConfigureShadowBalancingDialog',
  component: ConfigureShadowBalancingDialog,
  args: { broker: brokers[3] as (typeof brokers)[number], onClose: fn() },
  parameters: {
    methods: { setShadowBalancing: fn(async () => ({ id: 'b4', name: 'Meera Iyer' })) },
  },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof ConfigureShadowBalancingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A broker without shadow balancing: switched off, dates and reason hidden. */
export const Default: Story = {};

/** A running period: its dates and reason filled in, ready to be modified or switched off. */
export const Enabled: Story = { args: { broker: brokers[0] as (typeof brokers)[number] } };

/** The database refuses the save. */
export const SaveFails: Story = {
  args: { broker: brokers[0] as (typeof brokers)[number] },
  parameters: {
    methods: { setShadowBalancing: () => Promise.reject(new ApiError('Broker not found')) },
  },
};

/** The save is under way: Save is busy and sends nothing more. */
export const Saving: Story = {
  args: { broker: brokers[0] as (typeof brokers)[number] },
  parameters: { methods: { setShadowBalancing: fn(pending) } },
};
