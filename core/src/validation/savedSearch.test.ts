import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS, SEARCH_NAME_INVALID } from './messages.ts';
import { savedSearchNameSchema } from './savedSearch.ts';

const message = (value: string) => savedSearchNameSchema.safeParse(value).error?.issues[0]?.message;

describe('savedSearchNameSchema', () => {
  it('trims every whitespace and reads a run of it inside as one space', () => {
    expect(savedSearchNameSchema.parse('  2 BHK \t in\nPune\u00a0')).toBe('2 BHK in Pune');
    expect(savedSearchNameSchema.parse('\tपुणे के घर')).toBe('पुणे के घर');
  });

  it('refuses a blank or too long name, and a control character', () => {
    expect(message(' \t ')).toBe(SEARCH_NAME_INVALID);
    expect(message('x'.repeat(81))).toBe(SEARCH_NAME_INVALID);
    expect(savedSearchNameSchema.parse('x'.repeat(80))).toHaveLength(80);
    expect(message('Pune\u0007')).toBe(CONTROL_CHARACTERS);
    expect(message('Pu\u0085ne')).toBe(CONTROL_CHARACTERS);
  });
});
