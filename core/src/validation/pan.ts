// The Permanent Account Number on a rent receipt: five letters, four digits, one letter
// (AAAAA9999A). The database checks the same pattern on landlord_tax_details.pan.

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** What a person typed, as stored: no spaces, capitals. */
export function normalisePan(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether the value (after normalising) is a PAN in the AAAAA9999A format. */
export function isPan(value: string): boolean {
  return PAN_PATTERN.test(normalisePan(value));
}
