import { describe, expect, it } from 'vitest';
import { withSearch } from './listSearch.ts';

const params = (filter: Record<string, unknown>) => ({ pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const }, filter });

describe('withSearch', () => {
  it('asks for every word in one of the resource columns, each value quoted', () => {
    expect(withSearch('admin_broker_registrations', params({ q: ' Rohan  Pune ', status: 'pending' })).filter).toEqual({
      status: 'pending',
      'and@':
        '(or(broker_name.ilike."*Rohan*",broker_phone.ilike."*Rohan*",broker_city.ilike."*Rohan*",provider_payment_id.ilike."*Rohan*"),' +
        'or(broker_name.ilike."*Pune*",broker_phone.ilike."*Pune*",broker_city.ilike."*Pune*",provider_payment_id.ilike."*Pune*"))',
    });
  });

  it('keeps commas, brackets and quotes typed in a search as text', () => {
    expect(withSearch('properties', params({ q: 'a,b("x")' })).filter).toEqual({
      'and@': '(or(title.ilike."*a,b(\\"x\\")*",city.ilike."*a,b(\\"x\\")*",locality.ilike."*a,b(\\"x\\")*"))',
    });
  });

  it('drops an empty search and leaves a resource without search columns alone', () => {
    expect(withSearch('properties', params({ q: '  ', verified: true })).filter).toEqual({ verified: true });
    const other = params({ status: 'paid' });
    expect(withSearch('payments', other)).toBe(other);
  });
});
