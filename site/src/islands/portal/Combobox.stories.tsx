import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Combobox, type ComboboxProps } from './Combobox.tsx';

function Controlled(props: Omit<ComboboxProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <label htmlFor="story-city">City</label>
      <Combobox {...props} id="story-city" value={value} onChange={setValue} />
    </>
  );
}

const meta = {
  title: 'Site/Portal/Islands/Combobox',
  component: Controlled,
  args: { name: 'city', options: ['Bengaluru', 'Mumbai', 'Navi Mumbai', 'Pune'], countText: (count: number) => `${count} suggestions` },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { initial: 'Pune' } };
