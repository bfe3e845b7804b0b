// One sheet row in the review: its values as they will be stored, its problems, the duplicate it repeats, what will
// happen to it (import, merge, skip) and a form to fix it in place.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportCustomerValues } from '../../../core/imports/customer-import-row';
import type { ImportDecision, ReviewRow } from '../../../core/imports/imports.api';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { NativeSelect } from '../../ui/native-select';
import { useUpdateRow } from './import-api';

const EDITABLE = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'zipCode'] as const;

export function ImportRowCard({ importId, row }: { importId: string; row: ReviewRow }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const message = useValidationMessage();
  const update = useUpdateRow(importId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ImportCustomerValues>(row.values);
  const v = row.values;
  const name = `${v.firstName} ${v.lastName}`.trim() || t('imports.row.noName');
  const errorOf = (field: string) => row.errors.find((e) => e.field === field)?.message;
  const choices: ImportDecision[] = row.errors.length > 0 ? ['skip'] : row.duplicateOf ? ['skip', 'merge'] : ['import', 'skip'];
  const titleId = `import-row-${row.rowNumber}`;

  return (
    <li className="grid gap-2 rounded-lg border border-border bg-card p-3" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="break-words font-medium">{t('imports.row.title', { n: row.rowNumber, name })}</h3>
          <p className="break-words text-sm text-muted-foreground">
            {[v.email, v.phone, [v.address, v.city, v.state, v.zipCode].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
          </p>
          {v.tags.length > 0 ? <p className="text-xs text-muted-foreground">{t('imports.row.tags', { tags: v.tags.join(', ') })}</p> : null}
        </div>
        <div className="grid w-full gap-1 sm:w-44">
          <Label htmlFor={`decision-${row.rowNumber}`} className="text-xs">{t('imports.row.decision')}</Label>
          <NativeSelect id={`decision-${row.rowNumber}`} value={row.decision} disabled={update.isPending || choices.length === 1} onChange={(e) => update.mutate({ rowNumber: row.rowNumber, decision: e.target.value as ImportDecision })}>
            {choices.map((c) => <option key={c} value={c}>{t(`imports.decision.${c}`)}</option>)}
          </NativeSelect>
        </div>
      </div>
      {row.errors.length > 0 ? (
        <ul className="list-inside list-disc text-sm text-destructive">
          {row.errors.map((e) => <li key={e.field}>{t(`imports.fields.${e.field}`)}: {message(e.message)}</li>)}
        </ul>
      ) : null}
      {row.duplicateOf ? (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          {row.duplicateOf.kind === 'existing' ? t('imports.row.duplicateExisting', { name: row.duplicateOf.name }) : t('imports.row.duplicateRow', { name: row.duplicateOf.name, n: row.duplicateOf.rowNumber })}
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
              <Label htmlFor={`fix-${row.rowNumber}-${field}`}>{t(`imports.fields.${field}`)}</Label>
              <Input id={`fix-${row.rowNumber}-${field}`} value={draft[field]} aria-invalid={errorOf(field) ? true : undefined} onChange={(e) => setDraft({ ...draft, [field]: e.target.value })} />
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
