import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { USERS } from './fixtures.ts';
import { UserRowMenu } from './UserRowMenu.tsx';

const meta = {
  title: 'Backoffice/Users/UserRowMenu',
  component: UserRowMenu,
  args: { row: USERS[0]!, onViewCrm: fn(), onAddRvl: fn(), onShadowPower: fn() },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof UserRowMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed button, named for the person. */
export const Closed: Story = {};
/** Opened: View CRM, Add RVL and, for an affiliate, Shadow Power. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button')?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  },
};
/** A person with neither a name nor an address yet. */
export const Unnamed: Story = { args: { row: { ...USERS[0]!, full_name: null, email: null } } };
