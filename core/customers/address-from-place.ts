// SPEC §7 "Address helper": street line, city, state (short form) and ZIP code from a maps place or geocoding result.
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface PlaceLike {
  address_components?: AddressComponent[];
  formatted_address?: string;
}

export interface AddressParts {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

function component(place: PlaceLike, type: string): AddressComponent | undefined {
  return place.address_components?.find((c) => c.types.includes(type));
}

/** Street line is street number plus route, else the first comma-separated part of the formatted address. */
export function addressFromPlace(place: PlaceLike): AddressParts {
  const streetNumber = component(place, 'street_number')?.long_name ?? '';
  const route = component(place, 'route')?.long_name ?? '';
  const fromParts = [streetNumber, route].filter(Boolean).join(' ');
  const fromFormatted = (place.formatted_address ?? '').split(',')[0]?.trim() ?? '';
  // Some places (new subdivisions, PO boxes) have no locality; the nearest named area is what a contractor would write.
  const city =
    component(place, 'locality') ??
    component(place, 'postal_town') ??
    component(place, 'sublocality_level_1') ??
    component(place, 'sublocality') ??
    component(place, 'administrative_area_level_3');
  return {
    streetAddress: streetNumber && route ? fromParts : fromFormatted || fromParts,
    city: city?.long_name ?? '',
    state: component(place, 'administrative_area_level_1')?.short_name ?? '',
    zipCode: component(place, 'postal_code')?.long_name ?? '',
  };
}
