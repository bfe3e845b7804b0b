// SPEC §2 Address input: maps autocomplete (US, address type) with spinner until loaded, plain fallback with a warning,
// and a geocoding lookup 300 ms after leaving the field with more than 10 characters.
import { useEffect, useRef, type ChangeEvent, type ComponentProps, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addressFromPlace, type AddressParts, type PlaceLike } from '../../../core/customers/address-from-place';
import { Input } from '../../ui/input';
import { Spinner } from '../../ui/spinner';
import { useMapsScript } from './maps-loader';
import './address-input.css';

// SPEC §9: address blur lookup delay 300 ms, acting above 10 characters.
export const GEOCODE_DELAY_MS = 300;
export const GEOCODE_MIN_LENGTH = 10;

type Listener = { remove?: () => void };
type Autocomplete = { addListener: (event: string, fn: () => void) => Listener; getPlace: () => PlaceLike | undefined };
type MapsGlobal = { maps: { places: { Autocomplete: new (input: HTMLInputElement, options: unknown) => Autocomplete } } };

/** Whether the maps suggestion list is showing (Enter then chooses a suggestion instead of submitting the form). */
function suggestionsOpen(): boolean {
  return [...document.querySelectorAll<HTMLElement>('.pac-container')].some((el) => el.offsetParent !== null && el.style.display !== 'none');
}

/** City, state and ZIP for a typed address from the geocoding service; null unless the status is OK (SPEC §7). */
async function geocodeAddress(geocodeUrl: string, apiKey: string, address: string): Promise<Partial<AddressParts> | null> {
  const url = new URL(geocodeUrl, window.location.href);
  url.searchParams.set('address', address);
  url.searchParams.set('key', apiKey);
  const res = await fetch(url.toString());
  const body = (await res.json()) as { status?: string; results?: PlaceLike[] };
  if (body.status !== 'OK' || !body.results?.[0]) return null;
  const { city, state, zipCode } = addressFromPlace(body.results[0]);
  return { city, state, zipCode };
}

type Props = Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  /** Street line, city, state and ZIP from a chosen suggestion (street included) or the blur lookup (street left as typed). */
  onAddressParts: (parts: Partial<AddressParts>) => void;
};

export function AddressInput({ value, onChange, onAddressParts, onBlur, onFocus, onKeyDown, ref: _ref, ...inputProps }: Props) {
  const { t } = useTranslation();
  const { state, geocodeUrl, apiKey } = useMapsScript();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // Bumped by every blur and chosen suggestion, so an answer to an earlier lookup is known to be outdated.
  const lookupId = useRef(0);
  // The street line a chosen suggestion put in the field: its city, state and ZIP are exact, and looking the street line
  // up again on leaving could answer with another town's.
  const chosenStreet = useRef<string | null>(null);
  const latest = useRef({ onChange, onAddressParts });
  latest.current = { onChange, onAddressParts };

  useEffect(() => {
    if (state !== 'ready' || !inputRef.current) return;
    const input = inputRef.current;
    // Registered before the maps script's own listener, so the list is still open when Enter is read (no form submit).
    const keepEnter = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Enter' && suggestionsOpen()) event.preventDefault();
    };
    input.addEventListener('keydown', keepEnter, true);
    const google = (window as unknown as { google: MapsGlobal }).google;
    const autocomplete = new google.maps.places.Autocomplete(input, {
      componentRestrictions: { country: 'us' },
      types: ['address'],
      fields: ['address_components', 'formatted_address'],
    });
    const listener = autocomplete.addListener('place_changed', () => {
      const place = autocomplete.getPlace();
      if (!place || (!place.address_components && !place.formatted_address)) return;
      // The suggestion filled the parts: a pending lookup is cancelled and one in flight must not overwrite them.
      window.clearTimeout(timer.current);
      lookupId.current += 1;
      const parts = addressFromPlace(place);
      chosenStreet.current = parts.streetAddress.trim();
      latest.current.onChange(parts.streetAddress);
      latest.current.onAddressParts(parts);
    });
    return () => {
      listener.remove?.();
      input.removeEventListener('keydown', keepEnter, true);
    };
  }, [state]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    onBlur?.(event);
    window.clearTimeout(timer.current);
    lookupId.current += 1;
    // The lookup uses the text the field had when it lost focus, not whatever it holds 300 ms later.
    const text = event.currentTarget.value.trim();
    if (!geocodeUrl || !apiKey || text.length <= GEOCODE_MIN_LENGTH || text === chosenStreet.current) return;
    const id = lookupId.current;
    timer.current = window.setTimeout(async () => {
      try {
        const parts = await geocodeAddress(geocodeUrl, apiKey, text);
        // An answer for an address the user has since changed (typed, chosen, left again) would overwrite their input.
        const current = id === lookupId.current && (inputRef.current?.value ?? '').trim() === text;
        if (parts && current) latest.current.onAddressParts(parts);
      } catch (error) {
        // SPEC §8: geocoding errors are only logged.
        console.warn('Geocoding failed', error);
      }
    }, GEOCODE_DELAY_MS);
  };

  // Coming back to the field, or typing in it, before the delay ends cancels the pending lookup.
  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    window.clearTimeout(timer.current);
    onFocus?.(event);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    window.clearTimeout(timer.current);
    onChange(event.target.value);
  };

  const loading = state === 'loading';
  return (
    <div className="grid gap-1">
      <div className="relative">
        <Input
          {...inputProps}
          ref={inputRef}
          value={value}
          onChange={handleChange}
          onFocus={handleFocus}
          onBlur={handleBlur}
          onKeyDown={onKeyDown}
          disabled={loading || inputProps.disabled}
          autoComplete="off"
          className={loading ? 'pr-9' : undefined}
        />
        {loading ? <Spinner className="absolute right-3 top-3 text-muted-foreground" label={undefined} /> : null}
      </div>
      {loading ? <span className="sr-only" role="status">{t('customers.address.loading')}</span> : null}
      {/* The note's line is held while the autocomplete loads, so the fields and buttons below do not move under a
          finger when it turns out to be unavailable. */}
      {state === 'unavailable' ? (
        <p className="min-h-4 text-xs text-amber-800" role="note">
          {t('customers.address.unavailable')}
        </p>
      ) : loading ? (
        <p aria-hidden="true" className="min-h-4 text-xs" />
      ) : null}
    </div>
  );
}
