import { describe, expect, it } from 'vitest';
import { alertChoice, saveErrorKey, searchName } from './savedSearches.ts';

describe('saved search form values', () => {
  it('take a trimmed name of up to 80 characters', () => {
    expect(searchName('  2 BHK   in Pune ')).toBe('2 BHK in Pune');
    expect(searchName('   ')).toBeNull();
    expect(searchName('x'.repeat(81))).toBeNull();
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
