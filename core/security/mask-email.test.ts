import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it.each([
    ['jane.doe@acme-fencing.com', 'j***@a***.com'],
    ['  Jane@Example.COM ', 'j***@e***.com'],
    ['x@y.co.uk', 'x***@y***.uk'],
    ['odd@localhost', 'o***@l***'],
    ['a@b.verylongtld', 'a***@b***'],
    ['ñandú@correo.es', 'ñ***@c***.es'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each(['', 'not-an-email', '@example.com', 'jane@'])('%j is not shown at all', (value) => {
    expect(maskEmail(value)).toBe('***');
  });
});
