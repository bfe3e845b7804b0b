import { describe, expect, it } from 'vitest';
import { guessMapping } from './column-guess';
import { rowValues, validateImportValues } from './customer-import-row';

const headers = ['Name', 'Email', 'Phone', 'Street', 'City', 'State', 'ZIP', 'Tags'];
const mapping = guessMapping(headers);

describe('an imported row', () => {
  it('is normalised into the values it will be stored with', () => {
    const v = rowValues(['  Smith,  John ', 'John@Example.COM ', '+1 512 555 0142', '1 Main  St', 'Austin', 'Texas', '78701-1234', 'vip; fence, vip'], mapping);
    expect(v).toEqual({ firstName: 'John', lastName: 'Smith', email: 'john@example.com', phone: '512-555-0142', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', notes: '', tags: ['vip', 'fence'] });
    expect(validateImportValues(v)).toEqual([]);
  });

  it('reports every problem in the SPEC §5 words', () => {
    const v = rowValues(['Cher', 'not-an-email', '555-0142', '', 'Austin', 'Tex', '2134', ''], mapping);
    expect(validateImportValues(v)).toEqual([
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Invalid email address' },
      { field: 'phone', message: 'Please enter a valid 10-digit phone number' },
      { field: 'address', message: 'Address is required' },
      { field: 'state', message: 'State must be 2 characters (e.g., CA, NY)' },
      { field: 'zipCode', message: 'ZIP code must be 5 digits' },
    ]);
  });

  it('accepts one way of reaching the customer but not none', () => {
    const base = rowValues(['Ana Ruiz', '', '', '1 Main St', 'Austin', 'TX', '78701', ''], mapping);
    expect(validateImportValues(base)).toEqual([{ field: 'phone', message: 'Phone number is required' }]);
    expect(validateImportValues({ ...base, email: 'ana@example.com' })).toEqual([]);
    expect(validateImportValues({ ...base, phone: '512-555-0142' })).toEqual([]);
  });
});
