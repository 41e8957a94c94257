import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Badge.stories.tsx';

const { Default, Secondary, Destructive, Outline, StatusColours, StatusColoursInHindi, StatusWithLabel } =
  composeStories(stories);

describe('Badge', () => {
  it.each([
    ['default', Default, 'Broker'],
    ['secondary', Secondary, 'Property Manager'],
    ['destructive', Destructive, 'Admin'],
    ['outline', Outline, 'User'],
  ] as const)('shows the role in the %s variant', (variant, Story, text) => {
    render(<Story />);
    expect(screen.getByText(text).className).toBe(`badge badge--${variant}`);
  });
});

describe('StatusBadge', () => {
  it('colours each status as spec 4 says and reads it out in words', () => {
    render(<StatusColours />);
    const colour = (label: string) => screen.getByText(label).className;
    expect(colour('Available')).toContain('status--green');
    expect(colour('Booked')).toContain('status--blue');
    expect(colour('Pending')).toContain('status--amber');
    expect(colour('Rejected')).toContain('status--red');
    expect(colour('Under review')).toContain('status--gray');
  });

  it('names each status in Hindi for a Hindi reader, in the same colours', () => {
    render(<StatusColoursInHindi />);
    const badges = [...document.querySelectorAll<HTMLElement>('.status')];
    expect(badges.map((badge) => badge.dataset.status)).toEqual(['available', 'booked', 'rented', 'pending', 'rejected', 'under_review']);
    for (const badge of badges) expect(badge.textContent, badge.dataset.status).toMatch(/^[\u0900-\u097F\s]+$/);
    expect(screen.getByText('उपलब्ध').className).toContain('status--green');
  });

  it("keeps the status's colour under the screen's own label", () => {
    render(<StatusWithLabel />);
    const badge = screen.getByText('Overdue');
    expect(badge.className).toContain('status--red');
    expect(badge.dataset.status).toBe('rejected');
  });
});
