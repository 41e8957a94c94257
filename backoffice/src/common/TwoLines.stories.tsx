import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { TwoLines } from './TwoLines.tsx';

const meta = {
  title: 'Backoffice/Common/TwoLines',
  component: TwoLines,
  args: { primary: 'Rohan Gupta', secondary: '+91 98123 45678 · Pune' },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof TwoLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name on one line, its secondary facts below in small text. */
export const Default: Story = {};
/** Nothing secondary to say: one line. */
export const PrimaryOnly: Story = { args: { secondary: undefined } };
/** Texts longer than the cell are cut with an ellipsis; the whole text stays their title. */
export const CutLong: Story = {
  args: {
    primary: 'Venkata Subramanian Ramakrishnan Iyer Balasubramaniam',
    secondary: '+91 98123 45678 · Thiruvananthapuram, Kerala, near the Technopark phase three gate',
    maxWidth: 180,
  },
};
