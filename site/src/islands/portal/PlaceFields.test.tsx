import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './PlaceFields.stories.tsx';

const { Empty, Chosen, Refused, ProposalFails } = composeStories(stories);

afterEach(cleanup);

const city = () => screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
const locality = () => screen.getByRole('combobox', { name: 'Locality' }) as HTMLInputElement;

describe('PlaceFields', () => {
  it('suggests catalogue cities as one types and picks one by keyboard', async () => {
    render(<Empty />);
    expect(screen.getByText('Choose a city first.')).toBeTruthy();
    await userEvent.type(city(), 'pu');
    expect(city().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Pune']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(city().value).toBe('Pune');
    expect(city().getAttribute('aria-expanded')).toBe('false');
  });

  it("offers the chosen city's localities only", async () => {
    render(<Empty />);
    await userEvent.type(city(), 'Pune');
    await userEvent.click(locality());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Hinjewadi', 'Koregaon Park', 'Viman Nagar', 'Wagholi']);
    await userEvent.type(locality(), 'nagar');
    await userEvent.click(screen.getByRole('option', { name: 'Viman Nagar' }));
    expect(locality().value).toBe('Viman Nagar');
  });

  it('says when no city matches what was typed', async () => {
    render(<Empty />);
    await userEvent.type(city(), 'Atlantis');
    expect(screen.getByText('No city matches “Atlantis”.')).toBeTruthy();
    expect(city().getAttribute('aria-invalid')).toBe('true');
  });

  it('proposes a missing locality, which the form then uses', async () => {
    const propose = vi.fn(async (_city: string, name: string) => name);
    render(<Chosen propose={propose} />);
    await userEvent.clear(locality());
    await userEvent.type(locality(), 'Baner');
    await userEvent.click(screen.getByRole('button', { name: 'Propose “Baner” as a new locality' }));
    expect(propose).toHaveBeenCalledWith('Pune', 'Baner');
    expect(await screen.findByText(/“Baner” is proposed: your listing can use it now/)).toBeTruthy();
    expect(locality().value).toBe('Baner');
    expect(screen.queryByRole('button', { name: /Propose/ })).toBeNull();
  });

  it("shows the database's refusal beside the locality", () => {
    render(<Refused />);
    expect(locality().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a locality from the list or propose a new one')).toBeTruthy();
  });

  it('says why a proposal failed', async () => {
    render(<ProposalFails />);
    await userEvent.click(screen.getByRole('button', { name: 'Propose “Baner” as a new locality' }));
    expect(await screen.findByText('The locality could not be proposed: You have 10 localities waiting for review; wait until they are reviewed')).toBeTruthy();
  });
});
