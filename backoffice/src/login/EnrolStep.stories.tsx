import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminContext } from 'react-admin';
import { fn } from 'storybook/test';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { EnrolStep } from './EnrolStep.tsx';

// A tiny SVG standing in for the gateway's QR code.
const QR = `data:image/svg+xml;utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="2" height="2"/><rect x="2" y="2" width="2" height="2"/></svg>')}`;

const meta = {
  title: 'Backoffice/Login/EnrolStep',
  component: EnrolStep,
  decorators: [
    (Story) => (
      <AdminContext i18nProvider={i18nProvider}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </AdminContext>
    ),
  ],
  args: {
    enrolment: { factor_id: 'factor-1', qr_code: QR, secret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD' },
    onSubmit: fn(async () => {}),
    onStartOver: fn(),
  },
} satisfies Meta<typeof EnrolStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { enrolment: null } };

export const Error: Story = { args: { enrolment: null, failed: true } };
