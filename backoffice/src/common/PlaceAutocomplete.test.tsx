import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './PlaceAutocomplete.stories.tsx';

const { City, LocalityOfPune, WithError } = composeStories(stories);

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
});
