// The filters of the audit log and the rate-limit events (issue 13 item 1): applied on the server, checked here first
// with the same core schema so a mistyped IP or email is said inline, in the page's language.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useValidationMessage } from '../../../lib/validation-message';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { listAdminContractors } from '../../../../core/admin/admin.api';
import { useContractQuery } from '../../../lib/api-contract';
import type { EventFilters } from './security-api';
import { daysAfter } from '../../../../core/dates';

export type FilterDraft = { type: string; account: string; contractorId: string; ip: string; from: string; to: string; blocked: string };
export const EMPTY_DRAFT: FilterDraft = { type: '', account: '', contractorId: '', ip: '', from: '', to: '', blocked: '' };

const selectClass = 'h-10 w-full rounded-md border border-input bg-card px-3 text-sm aria-invalid:border-destructive';

/** A date picked in the browser's time zone as the API's instants: from its first moment, to the next day's first. */
function toFilters(draft: FilterDraft): EventFilters {
  const filters: EventFilters = {};
  if (draft.type) filters.type = draft.type;
  if (draft.account.trim()) filters.account = draft.account.trim();
  if (draft.contractorId) filters.contractorId = draft.contractorId;
  if (draft.ip.trim()) filters.ip = draft.ip.trim();
  if (draft.from) filters.from = new Date(`${draft.from}T00:00:00`).toISOString();
  if (draft.to) filters.to = daysAfter(new Date(`${draft.to}T00:00:00`), 1).toISOString();
  if (draft.blocked) filters.blocked = draft.blocked;
  return filters;
}

export function EventFiltersForm({
  idPrefix,
  types,
  typeLabel,
  withBlocked = false,
  schema,
  onApply,
}: {
  idPrefix: string;
  types: readonly string[];
  typeLabel: (type: string) => string;
  withBlocked?: boolean;
  schema: z.ZodType;
  onApply: (filters: EventFilters) => void;
}) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const [draft, setDraft] = useState<FilterDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<keyof FilterDraft, string>>>({});
  const contractors = useContractQuery(listAdminContractors, {});
  const set = (changes: Partial<FilterDraft>) => setDraft((d) => ({ ...d, ...changes }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const filters = toFilters(draft);
    const parsed = schema.safeParse(filters);
    const found: Partial<Record<keyof FilterDraft, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof FilterDraft;
        found[field] ??= vm(issue.message);
      }
    }
    setErrors(found);
    if (parsed.success) onApply(filters);
  };
  const clear = () => {
    setDraft(EMPTY_DRAFT);
    setErrors({});
    onApply({});
  };

  return (
    <form noValidate onSubmit={apply} aria-label={t('admin.security.filters.label')} className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3">
      <FormField label={t('admin.security.filters.type')} id={`${idPrefix}-type`}>
        <select className={selectClass} value={draft.type} onChange={(e) => set({ type: e.target.value })}>
          <option value="">{t('admin.security.filters.anyType')}</option>
          {types.map((type) => (
            <option key={type} value={type}>{typeLabel(type)}</option>
          ))}
        </select>
      </FormField>
      <FormField label={t('admin.security.filters.account')} hint={t('admin.security.filters.accountHint')} error={errors.account} id={`${idPrefix}-account`}>
        <Input type="email" autoComplete="off" value={draft.account} onChange={(e) => set({ account: e.target.value })} />
      </FormField>
      <FormField label={t('admin.security.filters.contractor')} error={errors.contractorId} id={`${idPrefix}-contractor`}>
        <select className={selectClass} value={draft.contractorId} onChange={(e) => set({ contractorId: e.target.value })}>
          <option value="">{t('admin.security.filters.anyContractor')}</option>
          {(contractors.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>{c.businessName || c.name || '—'}</option>
          ))}
        </select>
      </FormField>
      <FormField label={t('admin.security.filters.ip')} error={errors.ip} id={`${idPrefix}-ip`}>
        <Input inputMode="decimal" autoComplete="off" spellCheck={false} value={draft.ip} onChange={(e) => set({ ip: e.target.value })} />
      </FormField>
      <FormField label={t('admin.security.filters.from')} error={errors.from} id={`${idPrefix}-from`}>
        <Input type="date" value={draft.from} onChange={(e) => set({ from: e.target.value })} />
      </FormField>
      <FormField label={t('admin.security.filters.to')} error={errors.to} id={`${idPrefix}-to`}>
        <Input type="date" value={draft.to} onChange={(e) => set({ to: e.target.value })} />
      </FormField>
      {withBlocked ? (
        <FormField label={t('admin.security.filters.blocked')} id={`${idPrefix}-blocked`}>
          <select className={selectClass} value={draft.blocked} onChange={(e) => set({ blocked: e.target.value })}>
            <option value="">{t('admin.security.filters.blockedAny')}</option>
            <option value="true">{t('admin.security.filters.blockedYes')}</option>
            <option value="false">{t('admin.security.filters.blockedNo')}</option>
          </select>
        </FormField>
      ) : null}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">{t('admin.security.filters.apply')}</Button>
        <Button type="button" variant="outline" onClick={clear}>{t('admin.security.filters.clear')}</Button>
      </div>
    </form>
  );
}
