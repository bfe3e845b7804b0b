import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fenceHeights } from '../../../../core/layout/layout-constants';
import type { RunProperties } from '../../../../core/layout/layout-document.schema';
import { fenceTypes } from '../../../../core/catalogue/fence-types';

export { fenceHeights };

/** Fence type, style, height and removal of one run (or the defaults for new runs). */
export function RunPropertiesFields({ value, onChange }: { value: RunProperties; onChange: (change: Partial<RunProperties>) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const field = 'h-9 w-full min-w-0 rounded-md border border-input bg-card px-2 text-sm';
  return (
    <div className="grid grid-cols-2 gap-2 text-sm [&>label]:min-w-0">
      <label className="grid gap-1" htmlFor={`${id}-type`}>
        <span className="font-medium">{t('layoutEditor.props.fenceType')}</span>
        <select id={`${id}-type`} className={field} value={value.fenceType} onChange={(e) => onChange({ fenceType: e.target.value as RunProperties['fenceType'] })}>
          {fenceTypes.map((f) => (
            <option key={f} value={f}>{t(`layoutEditor.fenceType.${f}`)}</option>
          ))}
        </select>
      </label>
      <label className="grid gap-1" htmlFor={`${id}-height`}>
        <span className="font-medium">{t('layoutEditor.props.height')}</span>
        <select id={`${id}-height`} className={field} value={value.heightFt} onChange={(e) => onChange({ heightFt: Number(e.target.value) })}>
          {fenceHeights.map((h) => (
            <option key={h} value={h}>{t('layoutEditor.props.heightOption', { count: h })}</option>
          ))}
        </select>
      </label>
      <label className="col-span-2 grid gap-1" htmlFor={`${id}-style`}>
        <span className="font-medium">{t('layoutEditor.props.style')}</span>
        <input id={`${id}-style`} className={field} value={value.style} maxLength={80} placeholder={t('layoutEditor.props.stylePlaceholder')} onChange={(e) => onChange({ style: e.target.value })} />
      </label>
      <label className="col-span-2 flex items-center gap-2" htmlFor={`${id}-removal`}>
        <input id={`${id}-removal`} type="checkbox" className="size-4" checked={value.removeExisting} onChange={(e) => onChange({ removeExisting: e.target.checked })} />
        <span>{t('layoutEditor.props.removeExisting')}</span>
      </label>
    </div>
  );
}
