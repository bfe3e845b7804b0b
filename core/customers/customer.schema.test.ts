import { describe, expect, it } from 'vitest';
import {
  createCustomerBodySchema,
  customerListQuerySchema,
  newCustomerSchema,
  scheduleVisitSchema,
  updateCustomerBodySchema,
} from './customer.schema';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '5551234567',
  address: '12 Analytical Way',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
};

/** The message zod reports for one field, or undefined when the field is fine. */
function messageFor(input: Record<string, unknown>, field: string): string | undefined {
  const result = newCustomerSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('new customer schema (SPEC §5 messages)', () => {
  it('accepts a complete customer and formats the phone', () => {
    expect(newCustomerSchema.parse({ ...valid, phone: '(555) 123 4567' }).phone).toBe('555-123-4567');
  });
  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', undefined, 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['email', '', 'Invalid email address'],
    ['phone', '', 'Phone number is required'],
    ['phone', undefined, 'Phone number is required'],
    ['phone', '555-123-456', 'Please enter a valid 10-digit phone number'],
    ['phone', '1-555-123-4567', 'Please enter a valid 10-digit phone number'],
    ['address', '', 'Address is required'],
    ['city', '', 'City is required'],
    ['state', 'C', 'State must be 2 characters (e.g., CA, NY)'],
    ['state', 'CAL', 'State must be 2 characters (e.g., CA, NY)'],
    ['state', '', 'State must be 2 characters (e.g., CA, NY)'],
    ['zipCode', '1234', 'ZIP code must be 5 digits'],
    ['zipCode', '123456', 'ZIP code must be 5 digits'],
    ['zipCode', '1234a', 'ZIP code must be 5 digits'],
  ])('%s = %j → "%s"', (field, value, message) => {
    expect(messageFor({ ...valid, [field]: value }, field)).toBe(message);
  });
  it('reports exactly one message for an empty phone', () => {
    const r = newCustomerSchema.safeParse({ ...valid, phone: '' });
    expect(r.success ? [] : r.error.issues.filter((i) => i.path[0] === 'phone')).toHaveLength(1);
  });
  it('upper-cases the state', () => expect(newCustomerSchema.parse({ ...valid, state: 'ny' }).state).toBe('NY'));
  it('lower-cases and trims the email', () => expect(newCustomerSchema.parse({ ...valid, email: ' Ada@Example.COM ' }).email).toBe('ada@example.com'));
  it('reports every empty field of an empty form at once', () => {
    const r = newCustomerSchema.safeParse({ firstName: '', lastName: '', email: '', phone: '', address: '', city: '', state: '', zipCode: '' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number is required',
      'Address is required',
      'City is required',
      'State must be 2 characters (e.g., CA, NY)',
      'ZIP code must be 5 digits',
    ]);
  });
});

describe('create and update bodies', () => {
  it('create accepts allowDuplicate and notes', () => {
    expect(createCustomerBodySchema.parse({ ...valid, allowDuplicate: true, notes: 'Dog in yard' })).toMatchObject({ allowDuplicate: true, notes: 'Dog in yard' });
  });
  it('update accepts a single field', () => expect(updateCustomerBodySchema.parse({ city: 'Dallas' })).toEqual({ city: 'Dallas' }));
  it('update keeps the field messages', () => {
    const r = updateCustomerBodySchema.safeParse({ zipCode: '12' });
    expect(r.success ? '' : r.error.issues[0].message).toBe('ZIP code must be 5 digits');
  });
  it('update rejects an empty body', () => expect(updateCustomerBodySchema.safeParse({}).success).toBe(false));
  it('update may clear notes', () => expect(updateCustomerBodySchema.parse({ notes: null })).toEqual({ notes: null }));
});

describe('list query', () => {
  it('defaults to the first page of 25, newest first, active customers', () => {
    expect(customerListQuerySchema.parse({})).toEqual({ pageSize: 25, sort: '-createdAt', archived: false });
  });
  it('reads archived from the query string, and nothing else', () => {
    expect(customerListQuerySchema.parse({ archived: 'true' }).archived).toBe(true);
    expect(customerListQuerySchema.parse({ archived: 'false' }).archived).toBe(false);
    expect(customerListQuerySchema.safeParse({ archived: 'maybe' }).success).toBe(false);
  });
  it('coerces query-string numbers', () => expect(customerListQuerySchema.parse({ pageSize: '10' })).toMatchObject({ pageSize: 10 }));
  it('rejects page size 0', () => expect(customerListQuerySchema.safeParse({ pageSize: '0' }).success).toBe(false));
  it('takes a cursor made of a row id and its sort key, and refuses anything else', () => {
    expect(customerListQuerySchema.safeParse({ cursor: '0b6e2f5c-5b8e-4c1e-9a57-2d8a3c1f0e11.1795800880321001' }).success).toBe(true);
    expect(customerListQuerySchema.safeParse({ cursor: '3' }).success).toBe(false);
    expect(customerListQuerySchema.safeParse({ cursor: '0b6e2f5c-5b8e-4c1e-9a57-2d8a3c1f0e11.abc', sort: '-openBalance' }).success).toBe(false);
  });
  it('rejects a page size above 100', () => expect(customerListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false));
  it('accepts page size 100', () => expect(customerListQuerySchema.safeParse({ pageSize: '100' }).success).toBe(true));
  it('rejects an unknown sort', () => expect(customerListQuerySchema.safeParse({ sort: 'email' }).success).toBe(false));
});

describe('schedule visit', () => {
  it('defaults to 09:00–17:00, not anytime (SPEC §9)', () => {
    expect(scheduleVisitSchema.parse({ scheduledDate: '2026-12-01' })).toEqual({
      scheduledDate: '2026-12-01',
      scheduledStartTime: '09:00',
      scheduledEndTime: '17:00',
      isAnytime: false,
    });
  });
  it('requires a date', () => {
    const r = scheduleVisitSchema.safeParse({ scheduledDate: '' });
    expect(r.success ? '' : r.error.issues[0].message).toBe('Date is required');
  });
  it('rejects an impossible date', () => expect(scheduleVisitSchema.safeParse({ scheduledDate: '2026-02-30' }).success).toBe(false));
  it('rejects an end before the start', () => {
    const r = scheduleVisitSchema.safeParse({ scheduledDate: '2026-12-01', scheduledStartTime: '10:00', scheduledEndTime: '09:30' });
    expect(r.success ? '' : r.error.issues[0].message).toBe('End time must be after start time');
  });
  it('rejects an end equal to the start', () => {
    expect(scheduleVisitSchema.safeParse({ scheduledDate: '2026-12-01', scheduledStartTime: '10:00', scheduledEndTime: '10:00' }).success).toBe(false);
  });
  it('ignores the times for an anytime visit', () => {
    expect(scheduleVisitSchema.safeParse({ scheduledDate: '2026-12-01', scheduledStartTime: '10:00', scheduledEndTime: '09:00', isAnytime: true }).success).toBe(true);
  });
  it('accepts HH:MM:SS', () => expect(scheduleVisitSchema.safeParse({ scheduledDate: '2026-12-01', scheduledStartTime: '08:00:00', scheduledEndTime: '08:30:00' }).success).toBe(true));
  it('rejects 24:00', () => expect(scheduleVisitSchema.safeParse({ scheduledDate: '2026-12-01', scheduledStartTime: '24:00' }).success).toBe(false));
});
