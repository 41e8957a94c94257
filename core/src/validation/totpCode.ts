// The TOTP code's shape without zod, for a sign-in page that must stay light (validation/totp.ts
// holds its schema, loaded when the code is checked).

/** Digits of a code, as the auth service's TOTP factors make them (gateway/src/auth/totp.ts). */
export const TOTP_CODE_LENGTH = 6;

/** Keeps only digits, at most one code's worth: pasted '123 456' becomes '123456'. */
export function toTotpCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH);
}
