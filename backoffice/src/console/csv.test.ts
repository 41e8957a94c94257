import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a header and quotes commas, quotes, line breaks and lists', () => {
    const rows = [
      { full_name: 'Rao, Anil', email: 'anil@example.in', roles: ['broker', 'landlord'], notes: 'said "hi"\nthen left' },
      { full_name: 'Meera', email: null, roles: [], notes: '' },
    ];
    expect(toCsv(rows, ['full_name', 'email', 'roles', 'notes'])).toBe(
      'full_name,email,roles,notes\r\n"Rao, Anil",anil@example.in,broker; landlord,"said ""hi""\nthen left"\r\nMeera,,,\r\n',
    );
  });
});
