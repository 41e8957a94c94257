import { describe, expect, it } from 'vitest';
import { alertChoice, saveErrorKey, searchName } from './savedSearches.ts';

describe('saved search form values', () => {
  it('take a trimmed name of up to 80 characters', () => {
    expect(searchName('  2 BHK   in Pune ')).toEqual({ name: '2 BHK in Pune' });
    expect(searchName('\t2 BHK\nin Pune')).toEqual({ name: '2 BHK in Pune' });
    expect(searchName('   ')).toEqual({ error: 'savedSearches.nameRequired' });
    expect(searchName('x'.repeat(81))).toEqual({ error: 'savedSearches.nameRequired' });
  });

  it('refuse a name with a control character, saying so', () => {
    expect(searchName('Pune\u0007')).toEqual({ error: 'validation.controlCharacters' });
  });

  it('take only the three alert choices', () => {
    expect(alertChoice('daily')).toBe('daily');
    expect(alertChoice('hourly')).toBeNull();
  });

  it('explain the database\'s refusals', () => {
    expect(saveErrorKey({ code: '23505' })).toBe('savedSearches.duplicate');
    expect(saveErrorKey({ code: 'P0001', message: 'You can save up to 20 searches; delete one to save another' })).toBe('savedSearches.limit');
    expect(saveErrorKey({ code: '08006' })).toBe('savedSearches.failed');
  });
});
