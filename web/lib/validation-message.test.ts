// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { validationKey } from './validation-message';

describe('validationKey', () => {
  it('slugs a schema message into a validation.* key', () => {
    expect(validationKey('First name is required')).toBe('validation.first_name_is_required');
    expect(validationKey('State must be 2 characters (e.g., CA, NY)')).toBe('validation.state_must_be_2_characters_e_g_ca_ny');
    expect(validationKey('Please enter a valid 10-digit phone number')).toBe('validation.please_enter_a_valid_10_digit_phone_number');
  });
});
