import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import { SkipLink } from './SkipLink.tsx';

/** The link before a screen's content, which it moves the focus to. */
function BeforeContent() {
  const main = useRef<HTMLElement | null>(null);
  return (
    <>
      <SkipLink target={main} />
      <main ref={main} tabIndex={-1} id="main-content">
        Pending approval
      </main>
    </>
  );
}

const meta = {
  title: 'Backoffice/Console/SkipLink',
  component: BeforeContent,
  decorators: [withStoryAdmin],
} satisfies Meta<typeof BeforeContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab shows it; Enter moves the focus to the content. */
export const Default: Story = {};
/** The same in the Hindi console. */
export const Hindi: Story = { parameters: { locale: 'hi' } };
