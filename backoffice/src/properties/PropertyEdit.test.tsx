import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { findToast } from '../testing/toasts.ts';
import * as stories from './PropertyEdit.stories.tsx';

const { Default, Empty, Loading, Error, Saving, Refused, Denied, Hindi } = composeStories(stories);

afterEach(cleanup);

const heading = () => screen.findByRole('heading', { level: 1, name: 'Facts of 2 BHK in Baner near Balewadi High Street' });
const correct = () => (stories.default.parameters.methods.correctListingFacts as unknown as { mock: { calls: unknown[][] } }).mock;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('PropertyEdit', () => {
  it('shows the listing’s facts, with what is not stated left empty', async () => {
    render(<Default />);
    await heading();
    expect((screen.getByLabelText('Maintenance a month (₹)') as HTMLInputElement).value).toBe('3500');
    expect((screen.getByLabelText('Floor') as HTMLInputElement).value).toBe('4');
    expect((screen.getByLabelText('Floors in the building') as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText('Year the building was finished') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('combobox', { name: 'Parking space' }).textContent).toBe('Car');
    expect(screen.getByRole('combobox', { name: 'Gated society' }).textContent).toBe('Yes');
    expect(screen.getByRole('combobox', { name: 'Main door faces' }).textContent).toBe('East');
    expect(screen.getByText(/sends it back to review/)).toBeTruthy();
  });

  it('saves the corrected facts through correct_property_facts and says the listing waits for review again', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await heading();
    const floor = screen.getByLabelText('Floor');
    await user.clear(floor);
    await user.type(floor, '2');
    await choose(user, 'Pets allowed', 'Yes');
    await choose(user, 'Water supply', 'Corporation and borewell');
    await user.click(screen.getByRole('button', { name: 'Save facts' }));
    expect((await findToast()).textContent).toContain('Facts saved. The listing waits for review again.');
    expect(correct().calls.at(-1)).toEqual([
      'p1',
      {
        maintenance_charges: 3500, floor: 2, total_floors: 12, parking: 'four_wheeler', water_supply: 'both', pets_allowed: true,
        food_preference: 'any', gated_society: true, facing: 'east', year_built: null,
      },
    ]);
  });

  it('checks the facts with core’s rules before sending them', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await heading();
    const before = correct().calls.length;
    const floor = screen.getByLabelText('Floor');
    await user.clear(floor);
    await user.type(floor, '13');
    await user.click(screen.getByRole('button', { name: 'Save facts' }));
    expect(await screen.findByText('The floor cannot be above the top floor of the building')).toBeTruthy();
    expect(document.activeElement).toBe(floor);
    expect(correct().calls.length).toBe(before);
  });

  it('starts empty for a listing without facts and saves the ones given', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await screen.findByRole('heading', { level: 1, name: 'Facts of 1 RK studio near Hinjewadi Phase 1' });
    await user.click(screen.getByRole('combobox', { name: 'Parking space' }));
    // react-admin names the empty choice by what it does (Clear value) and shows "Not stated".
    const empty = (await screen.findAllByRole('option'))[0] as HTMLElement;
    expect([empty.textContent, empty.getAttribute('aria-selected')]).toEqual(['Not stated', 'true']);
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Maintenance a month (₹)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save facts' }));
    expect((await findToast()).textContent).toContain('Facts saved');
    const mock = (Empty.parameters.methods.correctListingFacts as unknown as { mock: { calls: unknown[][] } }).mock;
    expect(mock.calls.at(-1)).toEqual([
      'p2',
      {
        maintenance_charges: 0, floor: null, total_floors: null, parking: null, water_supply: null, pets_allowed: null,
        food_preference: null, gated_society: null, facing: null, year_built: null,
      },
    ]);
  });

  it('says it is loading, or that the listing could not be loaded', async () => {
    render(<Loading />);
    expect(await screen.findByText('Loading the listing')).toBeTruthy();
    cleanup();
    render(<Error />);
    expect(await screen.findByText('The listing could not be loaded.')).toBeTruthy();
  });

  it('keeps Save disabled while saving, so one click saves once', async () => {
    const user = userEvent.setup();
    render(<Saving />);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Save facts' }));
    expect((screen.getByRole('button', { name: 'Save facts' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a range the database refused beside its field, and any other refusal as a notification', async () => {
    const user = userEvent.setup();
    render(<Refused />);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Save facts' }));
    expect(await screen.findByText('The floor cannot be above the top floor of the building')).toBeTruthy();
    cleanup();
    render(<Denied />);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Save facts' }));
    expect((await findToast()).textContent).toContain('The facts could not be saved: Only admins can correct listing facts');
  });

  it('speaks Hindi', async () => {
    render(<Hindi />);
    await screen.findByRole('heading', { level: 1, name: '2 BHK in Baner near Balewadi High Street के तथ्य' });
    expect(screen.getByLabelText('मंज़िल')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'पार्किंग की जगह' }).textContent).toBe('कार');
    expect(within(screen.getByRole('toolbar')).getByRole('button', { name: 'तथ्य सेव करें' })).toBeTruthy();
  });
});
