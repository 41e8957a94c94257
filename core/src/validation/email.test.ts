import { describe, expect, it } from 'vitest';
import { accountEmailSchema, EMAIL_MAX_BYTES, emailProblem } from './email.ts';
import { emailChangeSchema, passwordRecoverySchema, signInSchema, signUpSchema } from './auth.ts';
import { INVALID_EMAIL } from './messages.ts';

describe("the auth server's email rule", () => {
  it.each([
    'asha@example.in',
    "o'brien+rent@mail.example.co.in",
    'a.b-c_d@x-y.in',
    'Asha@Example.IN',
    'a@localhost',
    "!#$%&'*+/=?^_`{|}~-@example.in",
  ])('takes %s', (email) => {
    expect(emailProblem(email)).toBeNull();
  });

  it.each([
    ['vv:;v@v.v', 'a colon and a semicolon'],
    ['a b@example.in', 'a space'],
    [' asha@example.in', 'a leading space (the server trims nothing)'],
    ['asha@', 'no domain'],
    ['@example.in', 'no local part'],
    ['asha@@example.in', 'two @'],
    ['asha@-example.in', 'a label starting with a hyphen'],
    ['asha@example-.in', 'a label ending with a hyphen'],
    ['asha@example..in', 'an empty label'],
    ['asha@example.in.', 'a trailing dot'],
    [`asha@${'x'.repeat(64)}.in`, 'a label of 64 characters'],
    ['ç$€§/az@gmail.com', 'letters outside ASCII'],
    ['asha@exa_mple.in', 'an underscore in the domain'],
    ['"asha"@example.in', 'a quoted local part'],
  ])('refuses %s (%s)', (email) => {
    expect(emailProblem(email)).toBe('invalid_format');
  });

  it('wants an address, and one of at most 255 bytes', () => {
    expect(emailProblem('')).toBe('required');
    const longest = `${'a'.repeat(EMAIL_MAX_BYTES - '@example.in'.length)}@example.in`;
    expect(emailProblem(longest)).toBeNull();
    expect(emailProblem(`a${longest}`)).toBe('too_long');
    expect(emailProblem(`${'é'.repeat(128)}@x.in`), 'bytes, not characters').toBe('too_long');
  });
});

describe('the forms hold an account email to the same rule', () => {
  it('trims and lower-cases what was typed, then checks it', () => {
    expect(accountEmailSchema.parse('  Asha@Example.IN ')).toBe('asha@example.in');
    expect(accountEmailSchema.parse('a@localhost')).toBe('a@localhost');
    expect(accountEmailSchema.safeParse('vv:;v@v.v').error?.issues[0]?.message).toBe(INVALID_EMAIL);
    expect(accountEmailSchema.safeParse(undefined).error?.issues[0]?.message).toBe(INVALID_EMAIL);
  });

  it.each([
    ['sign-in', (email: string) => signInSchema.safeParse({ email, password: 'x' })],
    ['sign-up', (email: string) => signUpSchema.safeParse({ full_name: 'Asha', email, password: 'secret1' })],
    ['password recovery', (email: string) => passwordRecoverySchema.safeParse({ email })],
    ['email change', (email: string) => emailChangeSchema.safeParse({ email })],
  ])('%s refuses what the auth server refuses and takes what it takes', (_form, parse) => {
    expect(parse('vv:;v@v.v').success).toBe(false);
    expect(parse(`${'a'.repeat(251)}@x.in`).success, '256 bytes').toBe(false);
    expect(parse('asha@localhost').success).toBe(true);
  });
});
