import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  catalogueImageCreateSchema,
  catalogueImageKinds,
  catalogueImageTypes,
  catalogueImageUpdateSchema,
  MAX_CATALOGUE_IMAGE_BYTES,
  type AdminCatalogue,
  type CatalogueImageCreate,
  type CatalogueImageKind,
  type CatalogueImageUpdate,
} from '../../../core/catalogue/catalogue-admin.schema';
import { useValidationMessage } from '../../lib/validation-message';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { NativeSelect } from '../../ui/native-select';
import { createCatalogueImage, updateCatalogueImage } from '../../../core/catalogue/catalogue-admin.api';
import { apiCall } from '../../lib/api-contract';
import { readImageFile, useSaveCatalogueItem } from './catalogue-api';
import { CatalogueDialogFrame } from './catalogue-dialog-frame';
import { ActiveCheckbox } from './catalogue-fields';

type Image = AdminCatalogue['images'][number];
type Errors = Partial<Record<'kind' | 'key' | 'label' | 'file', string>>;

/**
 * Add a fence / post / gate type image, or rename, replace or deactivate one (SPEC §3 *_type_images). Issue 21 item 8:
 * opened from the style dialog (`forKind`, `suggestedKey`), it adds a picture of that kind and hands its key back.
 */
export function CatalogueImageDialog({
  image,
  open,
  onOpenChange,
  forKind,
  suggestedKey,
  onCreated,
}: {
  image: Image | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  forKind?: CatalogueImageKind;
  suggestedKey?: string;
  onCreated?: (key: string) => void;
}) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const [kind, setKind] = useState<CatalogueImageKind>('fence');
  const [key, setKey] = useState('');
  const [label, setLabel] = useState('');
  const [isActive, setIsActive] = useState(true);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (!open) return;
    setKind(image?.kind ?? forKind ?? 'fence');
    setKey(image?.key ?? suggestedKey ?? '');
    setLabel(image?.label ?? '');
    setIsActive(image?.isActive ?? true);
    setFile(null);
    setErrors({});
  }, [open, image, forKind, suggestedKey]);
  const save = useSaveCatalogueItem({
    onSaved: () => {
      if (!image) onCreated?.(key.trim());
      onOpenChange(false);
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (file && !(catalogueImageTypes as readonly string[]).includes(file.type)) next.file = 'Upload a PNG, JPEG or WebP image';
    else if (file && file.size > MAX_CATALOGUE_IMAGE_BYTES) next.file = 'The image must be 2 MB or smaller';
    else if (!file && !image) next.file = 'Choose an image file';
    const upload = file && !next.file ? await readImageFile(file) : undefined;
    const body = image ? { label, isActive, ...(upload ? { image: upload } : {}) } : { kind, key, label, image: upload ?? { contentType: 'image/png', dataBase64: '' } };
    const parsed = (image ? catalogueImageUpdateSchema : catalogueImageCreateSchema).safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'image' ? 'file' : (issue.path[0] as keyof Errors);
        next[field] ??= issue.message;
      }
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    const call = image
      ? () => apiCall(updateCatalogueImage, { params: { kind: image.kind, id: image.id }, body: body as CatalogueImageUpdate })
      : () => apiCall(createCatalogueImage, { body: body as CatalogueImageCreate });
    save.mutate({ call, name: label });
  };

  return (
    <CatalogueDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={image ? t('admin.catalogue.editItemTitle', { name: image.label }) : t('admin.catalogue.addImage')}
      description={t('admin.catalogue.imageLead')}
      onSubmit={(e) => void submit(e)}
      pending={save.isPending}
    >
      {image ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('admin.catalogue.imageKind')} error={vm(errors.kind)}>
            <NativeSelect value={kind} disabled={Boolean(forKind)} onChange={(e) => setKind(e.target.value as CatalogueImageKind)}>
              {catalogueImageKinds.map((k) => <option key={k} value={k}>{t(`admin.catalogue.imageKinds.${k}`)}</option>)}
            </NativeSelect>
          </FormField>
          <FormField label={t('admin.catalogue.imageKey')} error={vm(errors.key)} hint={t('admin.catalogue.imageKeyHint')}>
            <Input value={key} onChange={(e) => setKey(e.target.value)} autoComplete="off" />
          </FormField>
        </div>
      )}
      <FormField label={t('admin.catalogue.imageLabel')} error={vm(errors.label)}>
        <Input value={label} onChange={(e) => setLabel(e.target.value)} />
      </FormField>
      <FormField label={image ? t('admin.catalogue.replaceFile') : t('admin.catalogue.file')} error={vm(errors.file)} hint={t('admin.catalogue.fileHint')}>
        <Input type="file" accept={catalogueImageTypes.join(',')} className="h-auto" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </FormField>
      {image ? <ActiveCheckbox id="catalogue-image-active" checked={isActive} onCheckedChange={setIsActive} /> : null}
    </CatalogueDialogFrame>
  );
}
