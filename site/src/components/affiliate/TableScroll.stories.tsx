import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatRupees } from '@rentals/core/money';
import { TableScroll } from './TableScroll.tsx';

// Wider than a 390 px phone: the box scrolls sideways, by touch or by keyboard.
const levels = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const meta = {
  title: 'Site/Affiliate/TableScroll',
  component: TableScroll,
  args: {
    label: 'Commission by level',
    children: (
      <table>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {levels.map((level) => (
              <th key={level} scope="col">
                Level {level}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Oct 2026</th>
            {levels.map((level) => (
              <td key={level}>{formatRupees(12500 - level * 1000)}</td>
            ))}
          </tr>
        </tbody>
      </table>
    ),
  },
} satisfies Meta<typeof TableScroll>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
