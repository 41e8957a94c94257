import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ProgrammeRules.stories.tsx';

const { Default, Hindi } = composeStories(stories);

afterEach(cleanup);

describe('ProgrammeRules', () => {
  it('shows the compensation plan: rank table, commission on paid RVL and the worked example', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Programme rules' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Commission (monthly, on paid RVL)' })).toBeTruthy();
    const builder = screen.getByRole('row', { name: /Builder/ });
    expect(within(builder).getByText('₹1,50,000')).toBeTruthy();
    expect(within(builder).getByText('15%')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Worked example (tests encode it)' })).toBeTruthy();
  });

  it('is the Hindi plan for a Hindi reader, ranks in Devanagari', () => {
    render(<Hindi />);
    expect(screen.getByRole('heading', { level: 1, name: 'प्रोग्राम के नियम' })).toBeTruthy();
    const builder = screen.getByRole('row', { name: /बिल्डर/ });
    expect(within(builder).getByText('₹1,50,000')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'कमीशन (हर महीने, चुकाए गए RVL पर)' })).toBeTruthy();
  });
});
