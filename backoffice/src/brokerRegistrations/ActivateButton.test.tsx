import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BROKER_ACTIVATED } from '@rentals/core/messages/adminReviews';
import { describe, expect, it, type Mock } from 'vitest';
import { doubleClick } from '../testing/doubleClick.ts';
import * as stories from './ActivateButton.stories.tsx';

const { Pending, Activated, Fails, Activating } = composeStories(stories);
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

  it('is busy while activating, so a double click activates once', async () => {
    const activate = Activating.parameters.activate as Mock;
    activate.mockClear();
    render(<Activating />);
    await doubleClick(button());
    expect(activate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button().disabled).toBe(true));
    expect(button().getAttribute('aria-busy')).toBe('true');
  });
});
