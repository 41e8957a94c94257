import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './StatusChip.stories.tsx';

const { Default, Booked, Pending, Rejected } = composeStories(stories);

afterEach(cleanup);

describe('StatusChip', () => {
  it.each([
    [Default, 'Available', 'success'],
    [Booked, 'Booked', 'info'],
    [Pending, 'Under Review', 'default'],
    [Rejected, 'Rejected', 'error'],
  ] as const)('labels the status and colours it by spec 4', (Story, label, colour) => {
    render(<Story />);
    const chip = screen.getByText(label).closest('.MuiChip-root');
    expect(chip?.className).toContain(
      colour === 'default'
        ? 'MuiChip-colorDefault'
        : `MuiChip-color${colour[0]?.toUpperCase()}${colour.slice(1)}`,
    );
  });
});
