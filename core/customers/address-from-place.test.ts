import { describe, expect, it } from 'vitest';
import { addressFromPlace, type AddressComponent } from './address-from-place';

const c = (long_name: string, short_name: string, ...types: string[]): AddressComponent => ({ long_name, short_name, types });

const fullPlace = {
  formatted_address: '1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA',
  address_components: [
    c('1600', '1600', 'street_number'),
    c('Amphitheatre Parkway', 'Amphitheatre Pkwy', 'route'),
    c('Mountain View', 'Mountain View', 'locality', 'political'),
    c('Santa Clara County', 'Santa Clara County', 'administrative_area_level_2', 'political'),
    c('California', 'CA', 'administrative_area_level_1', 'political'),
    c('United States', 'US', 'country', 'political'),
    c('94043', '94043', 'postal_code'),
  ],
};

describe('addressFromPlace (SPEC §7 Address helper)', () => {
  it('builds the street line from street number plus route (long names)', () => {
    expect(addressFromPlace(fullPlace)).toEqual({
      streetAddress: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
      state: 'CA',
      zipCode: '94043',
    });
  });

  it('uses the short form of the state', () => expect(addressFromPlace(fullPlace).state).toBe('CA'));

  it('falls back to the first comma-separated part of the formatted address without a street number', () => {
    const place = {
      formatted_address: 'Lot 7 Cedar Ridge Rd, Austin, TX 78701, USA',
      address_components: [c('Cedar Ridge Road', 'Cedar Ridge Rd', 'route'), c('Austin', 'Austin', 'locality')],
    };
    expect(addressFromPlace(place).streetAddress).toBe('Lot 7 Cedar Ridge Rd');
  });

  it('falls back to the formatted address when there are no components at all', () => {
    expect(addressFromPlace({ formatted_address: '12 Oak St, Springfield, IL' })).toEqual({
      streetAddress: '12 Oak St',
      city: '',
      state: '',
      zipCode: '',
    });
  });

  it('gives empty parts for an empty place', () => {
    expect(addressFromPlace({})).toEqual({ streetAddress: '', city: '', state: '', zipCode: '' });
  });

  it('uses the route alone when neither a street number nor a formatted address exists', () => {
    expect(addressFromPlace({ address_components: [c('Main Street', 'Main St', 'route')] }).streetAddress).toBe('Main Street');
  });

  it('takes a sublocality as the city when there is no locality', () => {
    const place = { address_components: [c('Brooklyn', 'Brooklyn', 'sublocality_level_1', 'sublocality')] };
    expect(addressFromPlace(place).city).toBe('Brooklyn');
  });
});
