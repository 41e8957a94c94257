import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatRupees, formatRupeesCompact } from '@rentals/core/money';
import { MonthlyBarChart } from './MonthlyBarChart.tsx';

const months = (values: number[], from = 5) =>
  values.map((value, i) => ({
    month: `2026-${String(from + i).padStart(2, '0')}-01`,
    value,
  }));

const meta = {
  title: 'Site/Portal/Data/MonthlyBarChart',
  component: MonthlyBarChart,
  args: {
    title: 'Rent collected by month',
    points: months([28000, 28000, 56000, 28000, 0, 28000]),
    short: formatRupeesCompact,
    full: formatRupees,
    figuresLabel: 'Show the figures',
    monthLabel: 'Month',
    valueLabel: 'Collected',
  },
} satisfies Meta<typeof MonthlyBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six months of rent, one month with two payments and one with none. */
export const Default: Story = {};

/** Twelve months in lakhs, the most a chart is drawn with: the labels must not run together. */
export const TwelveMonths: Story = {
  args: {
    title: 'Qualified RVL by month',
    points: months(
      [
        120000, 180000, 294000, 480500, 505000, 610000, 720000, 655000, 800000, 910500, 1000000,
        1250000,
      ],
      1,
    ),
    valueLabel: 'Qualified RVL',
  },
};

/** Nothing collected yet: flat bars, the figures still listed. */
export const NothingCollected: Story = { args: { points: months([0, 0, 0, 0, 0, 0]) } };
