import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './PropertyFactsInputs.stories.tsx';

const { Filled, Empty, Hindi } = composeStories(stories);

afterEach(cleanup);

const LABELS = [
  'Maintenance a month (₹)', 'Year the building was finished', 'Floor', 'Floors in the building', 'Parking space', 'Water supply',
  'Main door faces', 'Gated society', 'Pets allowed', 'Food',
];

describe('PropertyFactsInputs', () => {
  it('labels every fact and shows a listing’s values, yes and no included', async () => {
    render(<Filled />);
    for (const label of LABELS) expect(await screen.findByLabelText(label), label).toBeTruthy();
    expect((screen.getByLabelText('Maintenance a month (₹)') as HTMLInputElement).value).toBe('3500');
    expect(screen.getByRole('combobox', { name: 'Gated society' }).textContent).toBe('Yes');
    expect(screen.getByRole('combobox', { name: 'Food' }).textContent).toBe('Non-vegetarian allowed');
    expect(screen.getByText('Enter 0 when the rent includes maintenance.')).toBeTruthy();
  });

  it('leaves every fact empty for a listing that states none', async () => {
    render(<Empty />);
    expect((await screen.findByLabelText('Floor') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('combobox', { name: 'Pets allowed' }).textContent).not.toMatch(/Yes|No/);
  });

  it('speaks Hindi', async () => {
    render(<Hindi />);
    expect(await screen.findByLabelText('मुख्य दरवाज़े की दिशा')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'मुख्य दरवाज़े की दिशा' }).textContent).toBe('पूर्व');
    expect(screen.getByRole('combobox', { name: 'गेटेड सोसाइटी' }).textContent).toBe('हाँ');
  });
});
