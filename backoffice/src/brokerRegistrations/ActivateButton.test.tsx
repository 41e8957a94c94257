import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { BROKER_ACTIVATED } from '@rentals/core/messages/adminReviews';
import { describe, expect, it } from 'vitest';
import * as stories from './ActivateButton.stories.tsx';

const { Pending, Activated, Fails } = composeStories(stories);
const button = () => screen.getByRole('button', { name: 'Mark Paid + Activate Ravi Kulkarni' }) as HTMLButtonElement;

describe('ActivateButton', () => {
  it('activates a pending registration and says so', async () => {
    render(<Pending />);
    fireEvent.click(button());
    expect(await screen.findByText(BROKER_ACTIVATED)).toBeTruthy();
  });

  it('is disabled once the payment has succeeded', () => {
    render(<Activated />);
    expect(button().disabled).toBe(true);
  });

  it("shows the database's refusal", async () => {
    render(<Fails />);
    fireEvent.click(button());
    expect(await screen.findByText(/Broker is already active/)).toBeTruthy();
  });
});
