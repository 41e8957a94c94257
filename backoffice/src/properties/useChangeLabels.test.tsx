import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleLocale } from '../i18n/i18nProvider.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { useChangeLabels } from './useChangeLabels.ts';

function Said() {
  const { column, value } = useChangeLabels();
  return (
    <ul>
      {[['rent', '₹12,500'], ['floor', '2'], ['parking', 'four_wheeler'], ['pets_allowed', 'true'], ['gated_society', 'false']].map(([c, v]) => (
        <li key={c}>{`${column(c!)}: ${value(c!, v!)}`}</li>
      ))}
    </ul>
  );
}

const said = async (locale: ConsoleLocale) => {
  render(
    <StoryAdmin locale={locale}>
      <Said />
    </StoryAdmin>,
  );
  return (await screen.findAllByRole('listitem')).map((item) => item.textContent);
};

describe('useChangeLabels', () => {
  it('says a changed column and its value in the console’s words, facts and their choices included', async () => {
    expect(await said('en')).toEqual(['Rent: ₹12,500', 'Floor: 2', 'Parking space: Car', 'Pets allowed: Yes', 'Gated society: No']);
  });

  it('says them in Hindi', async () => {
    expect(await said('hi')).toEqual(['किराया: ₹12,500', 'मंज़िल: 2', 'पार्किंग की जगह: कार', 'पालतू जानवरों की अनुमति: हाँ', 'गेटेड सोसाइटी: नहीं']);
  });
});
