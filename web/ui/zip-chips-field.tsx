import { X } from 'lucide-react';
import { useState } from 'react';
import { zipCodeSchema } from '../../core/settings/onboarding.schema';
import { useValidationMessage } from '../lib/validation-message';
import { Button } from './button';
import { FormField } from './form-field';
import { Input } from './input';

export interface ZipChipsLabels {
  field: string;
  hint: string;
  add: string;
  list: string;
  remove: (zip: string) => string;
  empty?: string;
}

/** ZIP codes as removable chips (onboarding and settings' service areas); each must be 5 digits, duplicates are ignored. */
export function ZipChipsField({ value, onChange, error, labels }: { value: string[]; onChange: (next: string[]) => void; error?: string; labels: ZipChipsLabels }) {
  const vm = useValidationMessage();
  const [zip, setZip] = useState('');
  const [zipError, setZipError] = useState<string>();
  const add = () => {
    const parsed = zipCodeSchema.safeParse(zip.trim());
    if (!parsed.success) return setZipError(parsed.error.issues[0]?.message);
    setZipError(undefined);
    if (!value.includes(parsed.data)) onChange([...value, parsed.data]);
    setZip('');
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-2">
        <FormField label={labels.field} error={vm(zipError ?? error)} hint={labels.hint} className="flex-1">
          <Input
            inputMode="numeric"
            maxLength={5}
            placeholder="12345"
            value={zip}
            onChange={(e) => setZip(e.target.value.replace(/\D/g, '').slice(0, 5))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </FormField>
        <Button type="button" variant="secondary" onClick={add} className="mt-6">
          {labels.add}
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={labels.list}>
          {value.map((area) => (
            <li key={area} className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pl-3 pr-1 text-sm font-medium text-secondary-foreground">
              {area}
              <button
                type="button"
                className="rounded-full p-1.5 hover:bg-green-200"
                aria-label={labels.remove(area)}
                onClick={() => onChange(value.filter((a) => a !== area))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : labels.empty ? (
        <p className="text-sm text-muted-foreground">{labels.empty}</p>
      ) : null}
    </div>
  );
}
