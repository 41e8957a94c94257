import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import type { AdminUserRow } from '../dataProvider/users.ts';
import { USERS } from './fixtures.ts';
import { CompletionCell, JoinedCell, PersonCell, PhoneCell, PlaceCell, RolesCell } from './userCells.tsx';

/** One person's row of cells, as the Users list shows them. */
function Cells({ row }: { row: AdminUserRow }) {
  return (
    <table>
      <tbody>
        <tr>
          <td><PersonCell row={row} /></td>
          <td><PhoneCell row={row} /></td>
          <td><RolesCell row={row} /></td>
          <td><PlaceCell row={row} /></td>
          <td><JoinedCell row={row} /></td>
          <td><CompletionCell row={row} /></td>
        </tr>
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Backoffice/Users/userCells',
  component: Cells,
  args: { row: USERS[0]! },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof Cells>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Second: Story = { args: { row: USERS[1]! } };
/** A new account: no name, phone, place, roles or sign-in yet. */
export const Empty: Story = {
  args: { row: { ...USERS[0]!, full_name: null, phone: null, city: null, state: null, roles: [], last_login_at: null } },
};
