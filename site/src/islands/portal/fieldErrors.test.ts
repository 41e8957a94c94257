import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fieldErrors.ts';

describe('fieldErrors', () => {
  it('keeps the first message of each field and drops issues without a field', () => {
    expect(
      fieldErrors([
        { path: ['rent'], message: 'Rent must be a positive number' },
        { path: ['rent'], message: 'Rent is too high' },
        { path: ['city'], message: 'City is required' },
        { path: [], message: 'Form is incomplete' },
      ]),
    ).toEqual({ rent: 'Rent must be a positive number', city: 'City is required' });
  });
});
