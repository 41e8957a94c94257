import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ShadowBalancingStatus.stories.tsx';

const { Active, Disabled, ExpiringSoon, OneDayLeft, Expired } = composeStories(stories);

/** Which of the status texts a person reads. */
const badges = () =>
  ['Enabled', 'Disabled', 'Expiring Soon', 'Expired'].filter((text) => screen.queryByText(text));

describe('ShadowBalancingStatus', () => {
  it('shows Enabled alone while more than 7 days are left', () => {
    render(<Active />);
    expect(badges()).toEqual(['Enabled']);
  });

  it('shows Disabled for a broker without shadow balancing', () => {
    render(<Disabled />);
    expect(badges()).toEqual(['Disabled']);
  });

  it('adds Expiring Soon with the days left when 1 to 7 remain', () => {
    const soon = render(<ExpiringSoon />);
    expect(badges()).toEqual(['Enabled', 'Expiring Soon']);
    expect(screen.getByText('5 days left')).toBeTruthy();
    soon.unmount();
    render(<OneDayLeft />);
    expect(screen.getByText('1 day left')).toBeTruthy();
  });

  it('adds Expired once the end date has passed', () => {
    render(<Expired />);
    expect(badges()).toEqual(['Enabled', 'Expired']);
  });
});
