import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCatalogue, CatalogueImageKind } from '../../../core/catalogue/catalogue-admin.schema';
import { useValidationMessage } from '../../lib/validation-message';
import { Checkbox } from '../../ui/checkbox';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { NativeSelect } from '../../ui/native-select';

/** A select's "none" option ("") stored as null. */
export const emptyToNull = (v: string | null) => (v ? v : null);

/** The "Active" tick-box of a catalogue item; `id` ties the label to it. */
export function ActiveCheckbox({ id, checked, onCheckedChange }: { id: string; checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onCheckedChange(v === true)} />
      <Label htmlFor={id}>{t('admin.catalogue.activeLabel')}</Label>
    </div>
  );
}

type PictureSelectProps = ComponentProps<typeof NativeSelect> & {
  images: AdminCatalogue['images'];
  kind: CatalogueImageKind;
  /** The item's picture now: listed even when it has been deactivated, so editing keeps it. */
  currentKey: string | null | undefined;
  error: string | undefined;
};

/** "Picture": no picture, or one of the active images of one kind. */
export function CataloguePictureField({ images, kind, currentKey, error, ...select }: PictureSelectProps) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const choices = images.filter((i) => i.kind === kind && (i.isActive || i.key === currentKey));
  return (
    <FormField label={t('admin.catalogue.picture')} error={vm(error)}>
      <NativeSelect {...select}>
        <option value="">{t('admin.catalogue.noPicture')}</option>
        {choices.map((i) => <option key={i.id} value={i.key}>{i.label}</option>)}
      </NativeSelect>
    </FormField>
  );
}
