// SPEC §5: US phone numbers are 10 digits; display XXX-XXX-XXXX.
export const PHONE_DIGITS = 10;

/** The digits of a phone value, in order (punctuation and spaces dropped). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** SPEC §5: valid only if exactly 10 digits remain after removing non-digits. */
export function isValidUsPhone(value: string): boolean {
  return phoneDigits(value).length === PHONE_DIGITS;
}

/** SPEC §5: XXX-XXX-XXXX for a 10-digit value; anything else is shown unchanged. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length !== PHONE_DIGITS) return value;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** SPEC §5: what the input shows while typing — at most 10 digits, dashes inserted progressively. */
export function formatPhoneInput(value: string): string {
  const digits = phoneDigits(value).slice(0, PHONE_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
