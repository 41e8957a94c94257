// One-time-code input (spec 5): digits only, limited to the configured length.

/** Keeps digits up to the length: ('12a34 5', 6) → '12345'. */
export function sanitizeOneTimeCode(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, Math.max(0, length));
}

/** Whether the code is full and the completion callback fires: ('123456', 6) → true. */
export function isOneTimeCodeComplete(value: string, length: number): boolean {
  return length > 0 && sanitizeOneTimeCode(value, length).length === length;
}
