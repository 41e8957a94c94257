import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-admin';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { ChoiceFilter, type ChoiceFilterProps } from './ChoiceFilter.tsx';

const STATUSES = ['pending', 'succeeded', 'failed'].map((id) => ({ id, name: `app.statuses.${id}` }));

/** The filter in the form react-admin's list filters give it, starting from `value`. */
function InFilterForm({ value, ...props }: ChoiceFilterProps & { value?: string }) {
  return (
    <Form record={{ [props.source]: value ?? '' }}>
      <ChoiceFilter {...props} />
    </Form>
  );
}

const meta = {
  title: 'Backoffice/Common/ChoiceFilter',
  component: InFilterForm,
  args: { source: 'status', label: 'app.lists.status', allLabel: 'app.lists.all_statuses', choices: STATUSES },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof InFilterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No value picked: "All statuses". */
export const All: Story = {};
/** The list's default: pending ones. */
export const Picked: Story = { args: { value: 'pending' } };
/** No choices to offer. */
export const NoChoices: Story = { args: { choices: [] } };
/** In the Hindi console. */
export const Hindi: Story = { args: { value: 'failed' }, parameters: { locale: 'hi' } };
