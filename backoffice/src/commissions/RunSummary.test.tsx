import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './RunSummary.stories.tsx';

const { Filled, Empty } = composeStories(stories);

afterEach(cleanup);

const figure = (label: string) =>
  screen.getByRole('heading', { name: label }).nextElementSibling?.textContent;

describe('RunSummary', () => {
  it('shows members, ranks changed, rows written, their total and unattributed RVL', () => {
    render(<Filled />);
    expect(figure('Members')).toBe('1,248');
    expect(figure('Ranks changed')).toBe('37');
    expect(figure('Commission rows written')).toBe('1,036');
    expect(figure('Commission for the month')).toBe('₹4,82,350');
    expect(figure('Unattributed RVL')).toBe('₹18,500');
    expect(screen.getByText('3 paid payments with no affiliate or broker')).toBeTruthy();
  });

  it('shows zeros for a month without paid RVL', () => {
    render(<Empty />);
    expect(figure('Commission rows written')).toBe('0');
    expect(figure('Unattributed RVL')).toBe('₹0');
  });
});
