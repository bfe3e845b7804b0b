// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressParts, PlaceLike } from '../../../core/customers/address-from-place';
import '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { AddressInput, GEOCODE_DELAY_MS } from './address-input';
import { BROWSER_CONFIG_KEY, type BrowserConfig } from '../../lib/browser-config';

const GEOCODE_URL = 'https://geocode.test/json';
const config: BrowserConfig = { mapsApiKey: 'test-key', mapsScriptUrl: 'https://maps.test/js', geocodeUrl: GEOCODE_URL, mapTileUrl: null, mapTileAttribution: null };

const NEW_YORK: PlaceLike = {
  formatted_address: '350 5th Ave, New York, NY 10118, USA',
  address_components: [
    { long_name: 'New York', short_name: 'New York', types: ['locality'] },
    { long_name: 'New York', short_name: 'NY', types: ['administrative_area_level_1'] },
    { long_name: '10118', short_name: '10118', types: ['postal_code'] },
  ],
};
const AUSTIN: PlaceLike = {
  formatted_address: '1601 Oak Hollow Dr, Austin, TX 78704, USA',
  address_components: [
    { long_name: '1601', short_name: '1601', types: ['street_number'] },
    { long_name: 'Oak Hollow Drive', short_name: 'Oak Hollow Dr', types: ['route'] },
    { long_name: 'Austin', short_name: 'Austin', types: ['locality'] },
    { long_name: 'Texas', short_name: 'TX', types: ['administrative_area_level_1'] },
    { long_name: '78704', short_name: '78704', types: ['postal_code'] },
  ],
};

/** Each geocoding request, with the address it asked for and a way to answer it when the test chooses. */
type GeocodeCall = { address: string; answer: (body: unknown) => void; fail: (error: Error) => void };
let geocodeCalls: GeocodeCall[];
/** What the maps script's place_changed listener would hand over when a suggestion is chosen. */
let choosePlace: (place: PlaceLike) => void;
let onParts: ReturnType<typeof vi.fn<(parts: Partial<AddressParts>) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  geocodeCalls = [];
  onParts = vi.fn();
  vi.stubGlobal('fetch', (url: string) => {
    const parsed = new URL(url);
    if (`${parsed.origin}${parsed.pathname}` !== GEOCODE_URL) return Promise.reject(new Error(`unexpected fetch ${url}`));
    return new Promise<Response>((resolve, reject) => {
      geocodeCalls.push({
        address: parsed.searchParams.get('address') ?? '',
        answer: (body) => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })),
        fail: reject,
      });
    });
  });
  // A stand-in for the places library, so the field is ready without loading a script.
  class Autocomplete {
    private place: PlaceLike | undefined;
    addListener(_event: string, fn: () => void) {
      choosePlace = (place) => {
        this.place = place;
        fn();
      };
      return { remove() {} };
    }
    getPlace() {
      return this.place;
    }
  }
  vi.stubGlobal('google', { maps: { places: { Autocomplete } } });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <label>
        Address
        <AddressInput value={value} onChange={setValue} onAddressParts={onParts} />
      </label>
      <label>
        City
        <input />
      </label>
    </>
  );
}

function renderAddress() {
  const client = createQueryClient();
  client.setQueryData(BROWSER_CONFIG_KEY, config);
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement;
}

const type = (input: HTMLInputElement, text: string) => fireEvent.change(input, { target: { value: text } });
/** Lets the fetch answer and the component's await chain run to the end. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function leave(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  type(input, text);
  fireEvent.blur(input);
}

describe('AddressInput blur lookup (SPEC §2, §9)', () => {
  it('looks up the address 300 ms after the field loses focus and fills city, state and ZIP on status OK', async () => {
    const input = renderAddress();
    leave(input, '350 Fifth Avenue');
    await wait(GEOCODE_DELAY_MS - 1);
    expect(geocodeCalls).toHaveLength(0);
    await wait(1);
    expect(geocodeCalls.map((c) => c.address)).toEqual(['350 Fifth Avenue']);
    geocodeCalls[0]!.answer({ status: 'OK', results: [NEW_YORK] });
    await settle();
    expect(onParts.mock.calls).toEqual([[{ city: 'New York', state: 'NY', zipCode: '10118' }]]);
    expect(input.value).toBe('350 Fifth Avenue');
  });

  it('acts only above 10 characters', async () => {
    const input = renderAddress();
    leave(input, '  1234567890  ');
    await wait(1000);
    expect(geocodeCalls).toHaveLength(0);
    leave(input, '12345678901');
    await wait(GEOCODE_DELAY_MS);
    expect(geocodeCalls.map((c) => c.address)).toEqual(['12345678901']);
  });

  it('looks up the text the field had when it lost focus, not text typed after returning to it', async () => {
    const input = renderAddress();
    leave(input, '12 Elm St');
    fireEvent.focus(input);
    type(input, '12 Elm Street West');
    await wait(1000);
    expect(geocodeCalls).toHaveLength(0);
    fireEvent.blur(input);
    await wait(GEOCODE_DELAY_MS);
    expect(geocodeCalls.map((c) => c.address)).toEqual(['12 Elm Street West']);
  });

  it('a value changed after leaving (without focus) does not replace the one left behind', async () => {
    const input = renderAddress();
    leave(input, '12 Elm St');
    type(input, '12 Elm Street West');
    await wait(1000);
    expect(geocodeCalls).toHaveLength(0);
  });

  it('refocusing the field before 300 ms cancels the pending lookup', async () => {
    const input = renderAddress();
    leave(input, '350 Fifth Avenue');
    await wait(GEOCODE_DELAY_MS - 50);
    fireEvent.focus(input);
    await wait(1000);
    expect(geocodeCalls).toHaveLength(0);
    fireEvent.blur(input);
    await wait(GEOCODE_DELAY_MS);
    expect(geocodeCalls.map((c) => c.address)).toEqual(['350 Fifth Avenue']);
  });

  it('typing before 300 ms cancels the pending lookup', async () => {
    const input = renderAddress();
    leave(input, '350 Fifth Avenue');
    type(input, '350 Fifth Avenue North');
    await wait(1000);
    expect(geocodeCalls).toHaveLength(0);
  });

  it('a suggestion chosen after leaving the field cancels the pending lookup', async () => {
    const input = renderAddress();
    leave(input, '1601 Oak Hollow');
    act(() => choosePlace(AUSTIN));
    expect(onParts.mock.calls).toEqual([[{ streetAddress: '1601 Oak Hollow Drive', city: 'Austin', state: 'TX', zipCode: '78704' }]]);
    expect(input.value).toBe('1601 Oak Hollow Drive');
    await wait(1000);
    expect(geocodeCalls).toHaveLength(0);
  });

  it('leaving the field after choosing a suggestion keeps the suggestion’s parts; editing the street looks it up again', async () => {
    const input = renderAddress();
    fireEvent.focus(input);
    type(input, '1601 Oak Hol');
    act(() => choosePlace(AUSTIN));
    fireEvent.blur(input);
    await wait(1000);
    expect(geocodeCalls).toHaveLength(0);
    leave(input, '1603 Oak Hollow Drive');
    await wait(GEOCODE_DELAY_MS);
    expect(geocodeCalls.map((c) => c.address)).toEqual(['1603 Oak Hollow Drive']);
  });

  it('ignores an answer that comes back after the address was changed again', async () => {
    const input = renderAddress();
    leave(input, '350 Fifth Avenue');
    await wait(GEOCODE_DELAY_MS);
    fireEvent.focus(input);
    type(input, '1601 Oak Hollow Drive');
    geocodeCalls[0]!.answer({ status: 'OK', results: [NEW_YORK] });
    await settle();
    expect(onParts).not.toHaveBeenCalled();
    expect(input.value).toBe('1601 Oak Hollow Drive');
  });

  it('of two lookups in flight only the one for the current address fills, whichever answers last', async () => {
    const input = renderAddress();
    leave(input, '350 Fifth Avenue');
    await wait(GEOCODE_DELAY_MS);
    leave(input, '1601 Oak Hollow Drive');
    await wait(GEOCODE_DELAY_MS);
    expect(geocodeCalls.map((c) => c.address)).toEqual(['350 Fifth Avenue', '1601 Oak Hollow Drive']);
    geocodeCalls[1]!.answer({ status: 'OK', results: [AUSTIN] });
    await settle();
    geocodeCalls[0]!.answer({ status: 'OK', results: [NEW_YORK] });
    await settle();
    expect(onParts.mock.calls).toEqual([[{ city: 'Austin', state: 'TX', zipCode: '78704' }]]);
  });

  it('an answer arriving after a suggestion was chosen does not overwrite it', async () => {
    const input = renderAddress();
    leave(input, '1601 Oak Hollow Drive');
    await wait(GEOCODE_DELAY_MS);
    // The suggestion's street line equals the text looked up, so only the choice itself outdates the answer.
    act(() => choosePlace(AUSTIN));
    geocodeCalls[0]!.answer({ status: 'OK', results: [NEW_YORK] });
    await settle();
    expect(onParts.mock.calls).toEqual([[{ streetAddress: '1601 Oak Hollow Drive', city: 'Austin', state: 'TX', zipCode: '78704' }]]);
  });

  it('fills nothing unless the status is OK', async () => {
    const input = renderAddress();
    leave(input, '350 Fifth Avenue');
    await wait(GEOCODE_DELAY_MS);
    geocodeCalls[0]!.answer({ status: 'ZERO_RESULTS', results: [NEW_YORK] });
    await settle();
    expect(onParts).not.toHaveBeenCalled();
  });

  it('only logs a failed lookup', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const input = renderAddress();
    leave(input, '350 Fifth Avenue');
    await wait(GEOCODE_DELAY_MS);
    geocodeCalls[0]!.fail(new TypeError('Failed to fetch'));
    await settle();
    expect(onParts).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Geocoding failed', expect.any(TypeError));
  });
});
