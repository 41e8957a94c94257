import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './PlaceAutocomplete.stories.tsx';

const { City, LocalityOfPune, LocalityWithoutCity, WithError } = composeStories(stories);

afterEach(cleanup);

describe('PlaceAutocomplete', () => {
  it('suggests catalogue cities as one types and takes the chosen one', async () => {
    const user = userEvent.setup();
    render(<City />);
    const input = screen.getByRole('combobox', { name: 'Property location' });
    await user.type(input, 'pu');
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    expect((input as HTMLInputElement).value).toBe('Pune');
  });

  it("suggests only the chosen city's localities", async () => {
    const user = userEvent.setup();
    render(<LocalityOfPune />);
    await user.click(screen.getByRole('combobox', { name: 'Locality' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Hinjewadi', 'Viman Nagar']);
  });

  it('shows its error', () => {
    render(<WithError />);
    expect(screen.getByText('Property location is required')).toBeTruthy();
  });

  it('keeps only a catalogue name: other text is cleared on leaving the field, a name in another case takes the catalogue spelling', async () => {
    const user = userEvent.setup();
    render(<City />);
    const input = screen.getByRole('combobox', { name: 'Property location' }) as HTMLInputElement;
    await user.type(input, 'Koramangala, Bengaluru');
    expect(await screen.findByText('No place in the list matches.')).toBeTruthy();
    await user.tab();
    expect(input.value).toBe('');
    await user.type(input, 'pune');
    await user.tab();
    expect(input.value).toBe('Pune');
  });

  it('offers no locality until a catalogue city is chosen', async () => {
    render(<LocalityWithoutCity />);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Locality' }) as HTMLInputElement).disabled).toBe(true));
    expect(screen.getByText('Choose a city first.')).toBeTruthy();
  });
});
