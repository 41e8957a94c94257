import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '../dataProvider/rpc.ts';
import { withStoryAdmin } from '../testing/withStoryAdmin.tsx';
import DocumentationPage from './DocumentationPage.tsx';

const schema = [
  '# Database Schema Documentation',
  '',
  '## Tables',
  '',
  '### public.properties',
  '',
  'Rental listings; listed = available and verified.',
  '',
  '| Column | Type | Null | Default |',
  '| --- | --- | --- | --- |',
  '| id | uuid | no | gen_random_uuid() |',
  '| rejection_reason | text | yes |  |',
].join('\n');

const meta = {
  title: 'Backoffice/Documentation/DocumentationPage',
  component: DocumentationPage,
  parameters: { methods: { getSchemaDocumentation: async () => schema } },
  decorators: [withStoryAdmin],
} satisfies Meta<typeof DocumentationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** For an admin who reads the console in Hindi: titles, categories and versions in Hindi. */
export const Hindi: Story = { parameters: { locale: 'hi' } };

/** The database is still generating the schema documentation. */
export const Loading: Story = {
  parameters: { methods: { getSchemaDocumentation: () => new Promise(() => {}) } },
};

/** A database with no tables yet. */
export const Empty: Story = {
  parameters: {
    methods: {
      getSchemaDocumentation: async () =>
        '# Database Schema Documentation\n\n## Tables\n\nNo tables yet.',
    },
  },
};

/** The database refuses (for example, the session lost its second factor). */
export const Error: Story = {
  parameters: {
    methods: {
      getSchemaDocumentation: () =>
        Promise.reject(new ApiError('Only admins can read the schema documentation')),
    },
  },
};
