import type { Meta, StoryObj } from '@storybook/react-vite';
import { VirtualList } from './VirtualList.tsx';

const meta = {
  title: 'Site/Affiliate/VirtualList',
  component: VirtualList,
  args: {
    label: 'Members',
    count: 3,
    rowHeight: 40,
    maxHeight: 400,
    renderRow: (i: number) => <span>Member {i + 1}</span>,
    rowKey: (i: number) => String(i),
  },
} satisfies Meta<typeof VirtualList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fewer rows than fit: the list is as tall as its rows and does not scroll. */
export const Short: Story = {};

/** 10,000 rows: only those in view (and a few either side) are in the page. */
export const Long: Story = { args: { count: 10_000 } };

export const Empty: Story = { args: { count: 0 } };
