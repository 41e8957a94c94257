import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ManagedApplicationList.stories.tsx';

const { Default, Sparse } = composeStories(stories);

const item = (place: string) =>
  screen.getByRole('heading', { name: place }).closest('li') as HTMLElement;

describe('ManagedApplicationList', () => {
  it('lists each application with where, what, rent, dates and its status in colour', () => {
    render(<Default />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const kothrud = item('Kothrud, Pune');
    expect(kothrud.textContent).toContain('Apartment · 2 BHK · ₹40,000/month');
    expect(kothrud.textContent).toContain('Submitted 15 Nov 2026');
    expect(within(kothrud).getByText('Submitted', { selector: '.status' }).className).toContain(
      'status--gray',
    );
    const aundh = item('Aundh, Pune');
    expect(aundh.textContent).toContain('Submitted 15 Nov 2026 · reviewed 5 Nov 2026');
    expect(within(aundh).getByText('Approved').className).toContain('status--green');
    expect(within(item('Wakad, Pune')).getByText('Declined')).toBeTruthy();
  });

  it('leaves out what was not given', () => {
    render(<Sparse />);
    const studio = item('Mumbai');
    expect(studio.textContent).toContain('Studio · ₹1,50,000/month');
    expect(studio.textContent).not.toContain('BHK');
    expect(studio.textContent).not.toContain('reviewed');
  });
});
