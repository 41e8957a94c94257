import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarkdownView } from './MarkdownView.tsx';

const meta = {
  title: 'Backoffice/Documentation/MarkdownView',
  component: MarkdownView,
  args: {
    text: [
      '# Current Compensation Plan',
      '',
      '## Ranks',
      '',
      'Commission grows with **qualified RVL**:',
      '',
      '- Starter: 10%',
      '- Builder: 15% from `₹1,50,000`',
    ].join('\n'),
  },
} satisfies Meta<typeof MarkdownView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, emphasis, a list and inline code. */
export const Default: Story = {};

/** A GitHub table, as the schema documentation has them; wide ones scroll sideways. */
export const Table: Story = {
  args: {
    text: [
      '### public.properties',
      '',
      '| Column | Type | Null | Default |',
      '| --- | --- | --- | --- |',
      '| id | uuid | no | gen_random_uuid() |',
      '| rejection_reason | text | yes |  |',
    ].join('\n'),
  },
};

/** Markup in a document is never rendered as HTML. */
export const RawHtml: Story = {
  args: { text: 'Before <img src="x" onerror="alert(1)"> after <b>bold?</b>' },
};
