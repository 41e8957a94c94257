import { Constants } from '@rentals/core/generated/database';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/catalogue.ts';
import { translator } from '../../../i18n/t.ts';
import { statusText } from './statusText.ts';

const { Enums } = Constants.public;

// Each status a badge shows, by the catalogue prefix it is named under.
const NAMED: [prefix: string, statuses: readonly string[]][] = [
  ['user.availability', Enums.property_availability],
  ['user.lead.status', [...Enums.application_status, ...Enums.visit_status]],
  ['user.managedStatus', Enums.managed_application_status],
];

describe('statusText', () => {
  it.each(NAMED)('has words for every status under %s', (prefix, statuses) => {
    expect(statuses.filter((status) => !(`${prefix}.${status}` in en))).toEqual([]);
  });

  it("speaks the reader's language", () => {
    expect(statusText(translator('en'), 'user.availability', 'rented')).toBe('Rented');
    expect(statusText(translator('hi'), 'user.availability', 'rented')).toBe('किराये पर दी गई');
  });
});
