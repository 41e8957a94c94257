import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../../i18n/t.ts';
import { MY_PROPERTIES } from './fixtures.ts';
import { MyProperties } from './MyProperties.tsx';

const meta = {
  title: 'Site/Portal/User/MyProperties',
  component: MyProperties,
  args: { state: { status: 'ok', data: MY_PROPERTIES }, here: '/portal/user/my-properties', t: translator('en') },
} satisfies Meta<typeof MyProperties>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { state: { status: 'ok', data: { properties: [], leads: [] } } } };
export const Error: Story = { args: { state: { status: 'error', message: 'portal.error.fetchProperties' } } };
