import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TableScroll.stories.tsx';

const { Default } = composeStories(stories);

describe('TableScroll', () => {
  it('wraps the table in a named region a keyboard can reach and scroll', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Commission by level' });
    expect(region.className).toBe('table-scroll');
    expect(region.tabIndex).toBe(0);
    region.focus();
    expect(document.activeElement).toBe(region);
    expect(within(region).getByRole('columnheader', { name: 'Level 10' })).toBeTruthy();
  });
});
