import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { calibrateBackground } from '../../../../core/layout/edit-layout';
import { formatFeetInches, parseFeetInches } from '../../../../core/layout/format-feet-inches';
import { distance } from '../../../../core/layout/vector-math';
import { Button } from '../../../ui/button';
import type { EditorSnapshot, LayoutEditor } from '../editor/layout-editor';
import { useGeocode } from '../hooks/use-geocode';

// A fresh upload starts at 1 px = 0.1 ft until calibrated.
const UNCALIBRATED_FEET_PER_PIXEL = 0.1;
const MAX_IMAGE_BYTES = 5_000_000;

/** Background: grid, a site image calibrated by a line of known length, or map tiles when configured. */
export function BackgroundPanel({ editor, snapshot, mapsEnabled, customerAddress }: { editor: LayoutEditor; snapshot: EditorSnapshot; mapsEnabled: boolean; customerAddress?: string | null }) {
  const { t } = useTranslation();
  const bg = snapshot.doc.background;
  const [error, setError] = useState<string | null>(null);
  const [realLength, setRealLength] = useState('');
  const [lat, setLat] = useState(bg.kind === 'map' ? String(bg.lat) : '');
  const [lng, setLng] = useState(bg.kind === 'map' ? String(bg.lng) : '');

  const geocode = useGeocode();
  const centreOnCustomer = async () => {
    const at = customerAddress && geocode ? await geocode(customerAddress) : null;
    if (!at) return setError(t('layoutEditor.background.geocodeFailed'));
    setError(null);
    setLat(String(at.lat));
    setLng(String(at.lng));
    editor.apply((d) => ({ ...d, background: { kind: 'map', lat: at.lat, lng: at.lng } }));
  };

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/') || file.size > MAX_IMAGE_BYTES) return setError(t('layoutEditor.background.imageInvalid'));
    const reader = new FileReader();
    reader.onload = () => {
      const src = String(reader.result);
      const img = new Image();
      img.onload = () => {
        setError(null);
        editor.apply((d) => ({ ...d, background: { kind: 'image', src, originX: 0, originY: 0, feetPerPixel: UNCALIBRATED_FEET_PER_PIXEL, widthPx: img.naturalWidth, heightPx: img.naturalHeight } }));
        editor.setTool('calibrate');
      };
      img.src = src;
    };
    reader.readAsDataURL(file);
  };

  const calibrate = (e: FormEvent) => {
    e.preventDefault();
    const line = snapshot.calibration;
    const feet = parseFeetInches(realLength);
    if (!line || feet === null || feet <= 0) return setError(t('layoutEditor.segment.lengthInvalid'));
    setError(null);
    editor.apply((d) => calibrateBackground(d, line.a, line.b, feet));
    editor.set({ calibration: null });
    editor.setTool('draw');
  };

  const useMap = (e: FormEvent) => {
    e.preventDefault();
    const la = Number(lat);
    const lo = Number(lng);
    if (!lat.trim() || !lng.trim() || !(Math.abs(la) <= 85) || !(Math.abs(lo) <= 180)) return setError(t('layoutEditor.background.mapInvalid'));
    setError(null);
    editor.apply((d) => ({ ...d, background: { kind: 'map', lat: la, lng: lo } }));
  };

  return (
    <section aria-labelledby="background-title" className="grid gap-2 text-sm">
      <h2 id="background-title" className="text-base font-semibold">{t('layoutEditor.background.title')}</h2>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant={bg.kind === 'grid' ? 'default' : 'outline'} aria-pressed={bg.kind === 'grid'} onClick={() => editor.apply((d) => ({ ...d, background: { kind: 'grid' } }))}>
          {t('layoutEditor.background.grid')}
        </Button>
        <label className="inline-flex h-9 cursor-pointer items-center rounded-md border border-input bg-card px-3 font-medium hover:bg-muted">
          {t('layoutEditor.background.upload')}
          <input type="file" accept="image/*" className="sr-only" onChange={onFile} />
        </label>
      </div>
      {bg.kind === 'image' ? (
        <form onSubmit={calibrate} className="grid gap-2" noValidate>
          <p className="text-xs text-muted-foreground">
            {snapshot.calibration
              ? t('layoutEditor.background.measured', { length: formatFeetInches(distance(snapshot.calibration.a, snapshot.calibration.b)) })
              : t('layoutEditor.background.calibrateHelp')}
          </p>
          <div className="flex items-end gap-2">
            <label className="grid flex-1 gap-1">
              <span className="font-medium">{t('layoutEditor.background.realLength')}</span>
              <input className="h-9 rounded-md border border-input bg-card px-2" value={realLength} onChange={(e) => setRealLength(e.target.value)} />
            </label>
            <Button size="sm" type="submit" disabled={!snapshot.calibration}>{t('layoutEditor.background.calibrate')}</Button>
          </div>
        </form>
      ) : null}
      {mapsEnabled ? (
        <form onSubmit={useMap} className="flex flex-wrap items-end gap-2" noValidate>
          <label className="grid gap-1">
            <span className="font-medium">{t('layoutEditor.background.lat')}</span>
            <input className="h-9 w-28 rounded-md border border-input bg-card px-2" value={lat} inputMode="decimal" onChange={(e) => setLat(e.target.value)} />
          </label>
          <label className="grid gap-1">
            <span className="font-medium">{t('layoutEditor.background.lng')}</span>
            <input className="h-9 w-28 rounded-md border border-input bg-card px-2" value={lng} inputMode="decimal" onChange={(e) => setLng(e.target.value)} />
          </label>
          <Button size="sm" type="submit" variant="outline">{t('layoutEditor.background.map')}</Button>
          {customerAddress && geocode ? (
            <Button size="sm" variant="outline" onClick={() => void centreOnCustomer()}>{t('layoutEditor.background.customerMap')}</Button>
          ) : null}
        </form>
      ) : null}
      {error ? <p role="alert" className="text-destructive">{error}</p> : null}
    </section>
  );
}
