import { describe, expect, it } from 'vitest';
import { TOTP_CODE_LENGTH_WRONG, TOTP_CODE_REQUIRED } from './messages.ts';
import { toTotpCode, totpCodeSchema } from './totp.ts';

const firstError = (input: object) => totpCodeSchema.safeParse(input).error?.issues[0]?.message;

describe('TOTP code', () => {
  it.each([
    [{ code: '123456' }, undefined],
    [{ code: '123 456' }, undefined],
    [{ code: '123-456' }, undefined],
    [{ code: '' }, TOTP_CODE_REQUIRED],
    [{ code: '   ' }, TOTP_CODE_REQUIRED],
    [{}, TOTP_CODE_REQUIRED],
    [{ code: '12345' }, TOTP_CODE_LENGTH_WRONG],
    [{ code: '1234567' }, TOTP_CODE_LENGTH_WRONG],
    [{ code: '12a456' }, TOTP_CODE_LENGTH_WRONG],
  ] as const)('%j → %s', (input, message) => {
    expect(firstError(input)).toBe(message);
  });

  it('hands on the digits alone', () => {
    expect(totpCodeSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
  });

  it('keeps only digits while typing, at most six', () => {
    expect(toTotpCode(' 123 456 789')).toBe('123456');
    expect(toTotpCode('abc')).toBe('');
  });
});
