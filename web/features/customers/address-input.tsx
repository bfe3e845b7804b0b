// SPEC §2 Address input: maps autocomplete (US, address type) with spinner until loaded, plain fallback with a warning,
// and a geocoding lookup 300 ms after leaving the field with more than 10 characters.
import { useEffect, useRef, type ComponentProps, type FocusEvent } from 'react';
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

type Props = Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  /** Street line, city, state and ZIP from a chosen suggestion (street included) or the blur lookup (street left as typed). */
  onAddressParts: (parts: Partial<AddressParts>) => void;
};

export function AddressInput({ value, onChange, onAddressParts, onBlur, onKeyDown, ref: _ref, ...inputProps }: Props) {
  const { t } = useTranslation();
  const { state, geocodeUrl, apiKey } = useMapsScript();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const placeChosenAt = useRef(0);
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
      placeChosenAt.current = Date.now();
      window.clearTimeout(timer.current);
      const parts = addressFromPlace(place);
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
    if (!geocodeUrl || !apiKey) return;
    const blurredAt = Date.now();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      const text = (inputRef.current?.value ?? '').trim();
      // A suggestion chosen after leaving the field already filled the parts.
      if (text.length <= GEOCODE_MIN_LENGTH || placeChosenAt.current >= blurredAt) return;
      try {
        const url = new URL(geocodeUrl, window.location.href);
        url.searchParams.set('address', text);
        url.searchParams.set('key', apiKey);
        const res = await fetch(url.toString());
        const body = (await res.json()) as { status?: string; results?: PlaceLike[] };
        // SPEC §7: results are read only when status is OK.
        if (body.status !== 'OK' || !body.results?.[0]) return;
        const { city, state: st, zipCode } = addressFromPlace(body.results[0]);
        latest.current.onAddressParts({ city, state: st, zipCode });
      } catch (error) {
        // SPEC §8: geocoding errors are only logged.
        console.warn('Geocoding failed', error);
      }
    }, GEOCODE_DELAY_MS);
  };

  const loading = state === 'loading';
  return (
    <div className="grid gap-1">
      <div className="relative">
        <Input
          {...inputProps}
          ref={inputRef}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={handleBlur}
          onKeyDown={onKeyDown}
          disabled={loading || inputProps.disabled}
          autoComplete="off"
          className={loading ? 'pr-9' : undefined}
        />
        {loading ? <Spinner className="absolute right-3 top-3 text-muted-foreground" label={undefined} /> : null}
      </div>
      {loading ? <span className="sr-only" role="status">{t('customers.address.loading')}</span> : null}
      {state === 'unavailable' ? (
        <p className="text-xs text-amber-800" role="note">
          {t('customers.address.unavailable')}
        </p>
      ) : null}
    </div>
  );
}
