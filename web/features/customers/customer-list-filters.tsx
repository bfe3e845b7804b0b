// The /customers list's filters (issue 26): status, tag, date added and open balance, as native selects (phones).
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_STATUSES, type CustomerStatus } from '../../../core/customers/customer.schema';
import { NativeSelect } from '../../ui/native-select';
import { useCustomerTags } from './customer-api';

export const ADDED_WITHIN = ['7', '30', '90', '365'] as const;
export type AddedWithin = (typeof ADDED_WITHIN)[number];

export type CustomerFilters = { status?: CustomerStatus; tag?: string; addedWithin?: AddedWithin; openBalance?: boolean };

/** The first day of "the last N days", today included, as YYYY-MM-DD in the browser's calendar. */
export function addedSince(within: AddedWithin, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (Number(within) - 1));
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

export function CustomerListFilters({ value, onChange }: { value: CustomerFilters; onChange: (next: CustomerFilters) => void }) {
  const { t } = useTranslation();
  const tags = useCustomerTags();
  const tagOptions = tags.data ?? [];
  const id = useId();
  return (
    <fieldset className="mb-4 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t('customerList.filters.legend')}</legend>
      <Field id={`${id}-status`} label={t('customerList.filters.status')}>
        <NativeSelect id={`${id}-status`} value={value.status ?? ''} onChange={(e) => onChange({ ...value, status: (e.target.value || undefined) as CustomerStatus | undefined })}>
          <option value="">{t('customerList.filters.any')}</option>
          {CUSTOMER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`customerList.status.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-tag`} label={t('customerList.filters.tag')}>
        <NativeSelect id={`${id}-tag`} value={value.tag ?? ''} onChange={(e) => onChange({ ...value, tag: e.target.value || undefined })}>
          <option value="">{t('customerList.filters.any')}</option>
          {value.tag && !tagOptions.some((o) => o.tag === value.tag) ? <option value={value.tag}>{value.tag}</option> : null}
          {tagOptions.map((o) => (
            <option key={o.tag} value={o.tag}>
              {t('customerList.filters.tagOption', { tag: o.tag, count: o.count })}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-added`} label={t('customerList.filters.added')}>
        <NativeSelect id={`${id}-added`} value={value.addedWithin ?? ''} onChange={(e) => onChange({ ...value, addedWithin: (e.target.value || undefined) as AddedWithin | undefined })}>
          <option value="">{t('customerList.filters.anyTime')}</option>
          {ADDED_WITHIN.map((d) => (
            <option key={d} value={d}>
              {t('customerList.filters.lastDays', { count: Number(d) })}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-balance`} label={t('customerList.filters.balance')}>
        <NativeSelect
          id={`${id}-balance`}
          value={value.openBalance === undefined ? '' : String(value.openBalance)}
          onChange={(e) => onChange({ ...value, openBalance: e.target.value === '' ? undefined : e.target.value === 'true' })}
        >
          <option value="">{t('customerList.filters.any')}</option>
          <option value="true">{t('customerList.filters.owes')}</option>
          <option value="false">{t('customerList.filters.owesNothing')}</option>
        </NativeSelect>
      </Field>
    </fieldset>
  );
}

/** A label above its select, linked by id (so the select's name is the label alone, not its options' text). */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1 text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
