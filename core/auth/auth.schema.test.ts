import { describe, expect, it } from 'vitest';
import { displayName, loginSchema } from './auth.schema';

describe('displayName (SPEC §2 profile menu)', () => {
  it('uses first and last name', () => expect(displayName({ firstName: 'Ana', lastName: 'Ruiz', name: 'x' })).toBe('Ana Ruiz'));
  it('uses first name alone when there is no last name', () => expect(displayName({ firstName: 'Ana', lastName: null, name: 'x' })).toBe('Ana'));
  it('falls back to name', () => expect(displayName({ firstName: null, lastName: '', name: 'Lone Star' })).toBe('Lone Star'));
  it('falls back to "User"', () => expect(displayName({ firstName: null, lastName: null, name: null })).toBe('User'));
});

describe('loginSchema', () => {
  it('requires a valid email', () => {
    const r = loginSchema.safeParse({ email: 'nope', password: 'x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Please enter a valid email address');
  });
  it('accepts an email and password', () => expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true));
});
