import type { Meta, StoryObj } from '@storybook/react-vite';
import { translator } from '../../i18n/t.ts';
import { RegistrationSteps } from './RegistrationSteps.tsx';

const meta = {
  title: 'Site/Register/RegistrationSteps',
  component: RegistrationSteps,
  args: { current: 'step1', next: 'step1', t: translator('en') },
} satisfies Meta<typeof RegistrationSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step on screen, nothing done yet. */
export const Default: Story = {};
/** Details done, the terms on screen. */
export const Terms: Story = { args: { current: 'step2', next: 'step2' } };
/** Both done, payment on screen. */
export const Payment: Story = { args: { current: 'payment', next: 'payment' } };
/** The form's overview, no step on screen: every step reached is a link. */
export const Overview: Story = { args: { current: null, next: 'step2' } };
