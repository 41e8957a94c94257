import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ListingFactsFields.stories.tsx';

const { Empty, Filled, Error, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('ListingFactsFields', () => {
  it('labels every fact, each not stated until chosen', () => {
    render(<Empty />);
    expect(screen.getByRole('group', { name: 'Rental facts' })).toBeTruthy();
    for (const label of ['Parking space', 'Water supply', 'Pets allowed', 'Food', 'Gated society', 'Main door faces'])
      expect((screen.getByLabelText(label) as HTMLSelectElement).value, label).toBe('');
    expect(screen.getByLabelText('Maintenance a month (₹, optional)').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Enter 0 when the rent includes maintenance.')).toBeTruthy();
  });

  it('shows an edited listing’s facts', () => {
    render(<Filled />);
    expect((screen.getByLabelText('Maintenance a month (₹, optional)') as HTMLInputElement).value).toBe('3500');
    expect((screen.getByLabelText('Parking space') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Car and two-wheeler');
    expect((screen.getByLabelText('Pets allowed') as HTMLSelectElement).value).toBe('yes');
    expect((screen.getByLabelText('Gated society') as HTMLSelectElement).value).toBe('no');
    expect((screen.getByLabelText('Main door faces') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('North-east');
  });

  it('puts a refused value’s message beside its field', () => {
    render(<Error />);
    const floor = screen.getByLabelText('Floor (optional)');
    expect(floor.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(floor.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent)
      .toBe('The floor cannot be above the top floor of the building');
  });

  it('reads in Hindi', () => {
    render(<Hindi />);
    expect(screen.getByRole('group', { name: 'किराये से जुड़ी जानकारी' })).toBeTruthy();
    expect(screen.getAllByRole('option', { name: 'केवल शाकाहारी' })).toHaveLength(1);
  });
});
