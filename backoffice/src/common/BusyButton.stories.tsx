import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pending } from '../testing/StoryAdmin.tsx';
import { BusyButton } from './BusyButton.tsx';

/** A request that answers after a moment, as a quick server does. */
const answersSoon = () => new Promise((resolve) => setTimeout(resolve, 50));

const meta = {
  title: 'Backoffice/Common/BusyButton',
  component: BusyButton,
  args: { children: 'Approve', variant: 'contained', onClick: fn(answersSoon) },
} satisfies Meta<typeof BusyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sends its request and is ready again once it is answered. */
export const Default: Story = {};

/** Its request is under way: busy, with a spinner, and a click sends nothing more. */
export const Busy: Story = { args: { onClick: fn(pending) } };

/** The request fails (the caller reports it): the button is ready for another try. */
export const Fails: Story = { args: { onClick: fn(() => Promise.reject(new Error('refused'))) } };

/** Disabled by its screen (nothing selected): no request. */
export const Disabled: Story = { args: { disabled: true, onClick: fn() } };
