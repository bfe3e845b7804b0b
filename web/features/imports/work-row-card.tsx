// One row of an open quotes and jobs import in the review: what it will store, the customer it was matched to (or
// why none), its problems, a repeat (of an earlier row, or of a quote or job an earlier import stored), import or skip,
// and a form to fix it in place.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkReviewRow } from '../../../core/imports/imports.api';
import type { ImportWorkValues } from '../../../core/imports/work-import-row';
import { formatCents } from '../../../core/money';
import { formatDate } from '../../lib/dates';
import { useServerMessage } from '../../lib/server-message';
import { useRowMessage } from './row-message';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { NativeSelect } from '../../ui/native-select';
import { useUpdateWorkRow } from './import-api';

const EDITABLE = ['kind', 'customer', 'customerEmail', 'customerPhone', 'title', 'amount', 'paid', 'status', 'date', 'scheduledDate', 'milestones'] as const;
const dollars = (text: string) => (/^\d+\.\d{2}$/.test(text) ? formatCents(Math.round(Number(text) * 100)) : text);

export function WorkRowCard({ importId, row }: { importId: string; row: WorkReviewRow }) {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const message = useRowMessage();
  const update = useUpdateWorkRow(importId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ImportWorkValues>(row.values);
  const v = row.values;
  const kind = v.kind === 'quote' || v.kind === 'job' ? t(`imports.work.kind.${v.kind}`) : v.kind || '—';
  const status = t(`imports.work.status.${v.status}`, { defaultValue: v.status });
  const errorOf = (field: string) => row.errors.find((e) => e.field === field)?.message;
  const titleId = `work-row-${row.rowNumber}`;
  const canImport = row.errors.length === 0 && !row.duplicateOf;

  return (
    <li className="grid gap-2 rounded-lg border border-border bg-card p-3" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="break-words font-medium">
            {t('imports.work.rowTitle', { n: row.rowNumber, kind, title: v.title || v.reference || '—' })}
          </h3>
          <p className="break-words text-sm text-muted-foreground">
            {[row.customer ? t('imports.work.customerMatched', { name: row.customer.name }) : null, v.amount ? dollars(v.amount) : null, status || null, v.paid ? t('imports.work.paid', { amount: dollars(v.paid) }) : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {v.milestones ? <p className="break-words text-xs text-muted-foreground">{t('imports.work.milestones', { list: v.milestones })}</p> : null}
        </div>
        <div className="grid w-full gap-1 sm:w-44">
          <Label htmlFor={`work-decision-${row.rowNumber}`} className="text-xs">{t('imports.row.decision')}</Label>
          <NativeSelect
            id={`work-decision-${row.rowNumber}`}
            value={row.decision}
            disabled={update.isPending || !canImport}
            onChange={(e) => update.mutate({ rowNumber: row.rowNumber, decision: e.target.value as 'import' | 'skip' })}
          >
            {(canImport ? (['import', 'skip'] as const) : (['skip'] as const)).map((c) => <option key={c} value={c}>{t(`imports.decision.${c}`)}</option>)}
          </NativeSelect>
        </div>
      </div>
      {row.errors.length > 0 ? (
        <ul className="list-inside list-disc text-sm text-destructive">
          {row.errors.map((e) => <li key={e.field}>{t(`imports.work.fields.${e.field}`)}: {message(e.message)}</li>)}
        </ul>
      ) : null}
      {row.duplicateOf ? (
        <p className="break-words text-sm text-amber-800 dark:text-amber-300">
          {row.duplicateOf.kind === 'import'
            ? t('imports.work.duplicateImport', { file: row.duplicateOf.name, date: row.duplicateOf.importedAt ? formatDate(row.duplicateOf.importedAt, i18n.language) : '—' })
            : t('imports.work.duplicateRow', { n: row.duplicateOf.rowNumber, ref: row.duplicateOf.name })}
        </p>
      ) : null}
      {update.isError ? <p role="alert" className="text-sm text-destructive">{serverText(update.error)}</p> : null}
      {editing ? (
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({ rowNumber: row.rowNumber, values: draft }, { onSuccess: () => setEditing(false) });
          }}
        >
          {EDITABLE.map((field) => (
            <div key={field} className="grid min-w-0 gap-1">
              <Label htmlFor={`work-fix-${row.rowNumber}-${field}`}>{t(`imports.work.fields.${field}`)}</Label>
              <Input id={`work-fix-${row.rowNumber}-${field}`} value={draft[field]} aria-invalid={errorOf(field) ? true : undefined} onChange={(e) => setDraft({ ...draft, [field]: e.target.value })} />
            </div>
          ))}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>{t('imports.row.save')}</Button>
            <Button type="button" variant="outline" onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
          </div>
        </form>
      ) : (
        <div>
          <Button variant="outline" size="sm" onClick={() => { setDraft(row.values); setEditing(true); }} aria-describedby={titleId}>
            {t('imports.row.fix')}
          </Button>
        </div>
      )}
    </li>
  );
}
