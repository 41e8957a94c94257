import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './PanSharing.stories.tsx';

const { Default, NoneShared, Empty, Hindi } = composeStories(stories);

/** The hidden fields a button's form posts. */
const posted = (button: HTMLElement) => Object.fromEntries(new FormData(button.closest('form') as HTMLFormElement));

describe('PanSharing', () => {
  it('says which managers see the PAN, with a button to stop for one and to share for the other', () => {
    render(<Default />);
    const section = within(screen.getByRole('region', { name: 'Your property managers and your PAN' }));
    expect(section.getByText('Farhan Qureshi sees your PAN on receipts.')).toBeTruthy();
    expect(section.getByText('Kavya Iyer does not see your PAN.')).toBeTruthy();
    const stop = section.getByRole('button', { name: 'Stop sharing my PAN with Farhan Qureshi' });
    expect(stop.closest('form')?.getAttribute('action')).toBe('/portal/landlord/documents/pan-sharing');
    expect(posted(stop)).toEqual({ manager_id: 'm1', share: 'false' });
    expect(posted(section.getByRole('button', { name: 'Share my PAN with Kavya Iyer' }))).toEqual({ manager_id: 'm2', share: 'true' });
  });

  it('offers to share with each manager an admin appointed, none seeing it yet', () => {
    render(<NoneShared />);
    expect(screen.getAllByRole('button', { name: /^Share my PAN with / })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Stop sharing/ })).toBeNull();
  });

  it('shows nothing without a property manager', () => {
    const { container } = render(<Empty />);
    expect(container.textContent).toBe('');
  });

  it('speaks Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('button', { name: 'Kavya Iyer के साथ मेरा PAN साझा करें' })).toBeTruthy();
  });
});
