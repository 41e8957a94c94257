import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './MarkdownView.stories.tsx';

const { Default, Table, RawHtml } = composeStories(stories);

describe('MarkdownView', () => {
  it('renders headings, emphasis, lists and code', () => {
    render(<Default />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Current Compensation Plan' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ranks' })).toBeTruthy();
    expect(screen.getByText('qualified RVL').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Starter: 10%',
      'Builder: 15% from ₹1,50,000',
    ]);
    expect(screen.getByText('₹1,50,000').tagName).toBe('CODE');
  });

  it('renders a GitHub table with its header and cells', () => {
    render(<Table />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Column',
      'Type',
      'Null',
      'Default',
    ]);
    expect(screen.getByRole('cell', { name: 'gen_random_uuid()' })).toBeTruthy();
  });

  it('renders no markup from the document', () => {
    const { container } = render(<RawHtml />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText(/Before/)).toBeTruthy();
  });
});
