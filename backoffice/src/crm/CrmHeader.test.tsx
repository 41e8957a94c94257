import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import * as stories from './CrmHeader.stories.tsx';

const { Default, NotAffiliate, EmailOnly } = composeStories(stories);

describe('CrmHeader', () => {
  it("shows the person's name, contact, place and role badges", () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Priya Sharma' })).toBeTruthy();
    expect(screen.getByText('priya.sharma@example.in')).toBeTruthy();
    expect(screen.getByText('+91 98200 11111 · Mumbai, Maharashtra')).toBeTruthy();
    expect(screen.getByText('Affiliate')).toBeTruthy();
    expect(screen.getByText('User')).toBeTruthy();
    expect(screen.getByText('Mobile verified by code')).toBeTruthy();
  });

  it('opens Add RVL and Shadow Power by click and keyboard', async () => {
    const { onAddRvl, onShadowPower } = Default.args as Record<string, Mock>;
    onAddRvl?.mockClear();
    onShadowPower?.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('button', { name: 'Add RVL' }));
    expect(onAddRvl).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Shadow Power' }));
    await user.keyboard('{Enter}');
    expect(onShadowPower).toHaveBeenCalledTimes(1);
  });

  it('offers Shadow Power only to affiliates', () => {
    render(<NotAffiliate />);
    expect(screen.getByText('Broker')).toBeTruthy();
    expect(screen.getByText('Landlord')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Shadow Power' })).toBeNull();
  });

  it('names a person by email when they gave no name', () => {
    render(<EmailOnly />);
    expect(screen.getByRole('heading', { name: 'priya.sharma@example.in' })).toBeTruthy();
    expect(screen.queryByText(/·/)).toBeNull();
    expect(screen.queryByText('Mobile verified by code')).toBeNull();
  });
});
