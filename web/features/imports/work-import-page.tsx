// /customers/import/work/:importId: one import of open quotes and jobs. In review: mapping, the rows with the customer
// each was matched to, fixes, skips and the last step (confirm, with the opt-in to treat them as new work). Then the
// progress bar, the summary and undo.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { WORK_IMPORT_FIELDS, type WorkImportField } from '../../../core/imports/work-import-row';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { Label } from '../../ui/label';
import { NativeSelect } from '../../ui/native-select';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useConfirmImport, useSetWorkMapping, useUndoImport, useWorkImportReview, type ReviewFilter } from './import-api';
import { WorkRowCard } from './work-row-card';
import { ReviewRowList } from './review-row-list';

const PAGE_SIZE = 20;

export default function WorkImportPage() {
  const { importId = '' } = useParams<{ importId: string }>();
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [page, setPage] = useState(1);
  const [announce, setAnnounce] = useState(false);
  const review = useWorkImportReview(importId, { filter, page, pageSize: PAGE_SIZE });
  const confirm = useConfirmImport(importId);
  const undo = useUndoImport(importId);
  const save = useSetWorkMapping(importId);
  const back = <Link href="/customers/import" className="text-sm text-primary underline">{t('imports.batch.allImports')}</Link>;

  if (review.isPending) return <Spinner label={t('common.loading')} />;
  if (review.isError)
    return (
      <div className="grid gap-4">
        <PageHeader title={t('imports.work.title')} actions={back} />
        <p role="alert" className="text-destructive">{serverText(review.error)}</p>
      </div>
    );
  const { batch, counts, rows, total, mapping, headers } = review.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const change = (field: WorkImportField, value: string) => save.mutate({ ...mapping, [field]: value === '' ? null : Number(value) });

  return (
    <div className="grid gap-6">
      <PageHeader title={t('imports.work.title')} description={<span className="break-all">{batch.fileName}</span>} actions={back} />

      {batch.status === 'review' ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{t('imports.mapping.title')}</CardTitle>
              <CardDescription>{t('imports.mapping.help')}</CardDescription>
            </CardHeader>
            <CardContent>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {WORK_IMPORT_FIELDS.map((field) => (
                  <div key={field} className="grid min-w-0 gap-2">
                    <Label htmlFor={`work-map-${field}`}>{t(`imports.work.fields.${field}`)}</Label>
                    <NativeSelect id={`work-map-${field}`} value={mapping[field] ?? ''} disabled={save.isPending} onChange={(e) => change(field, e.target.value)}>
                      <option value="">{t('imports.mapping.none')}</option>
                      {headers.map((h, i) => <option key={i} value={i}>{h || t('imports.mapping.column', { n: i + 1 })}</option>)}
                    </NativeSelect>
                  </div>
                ))}
              </div>
              {save.isError ? <p role="alert" className="mt-3 text-sm text-destructive">{serverText(save.error)}</p> : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('imports.review.title')}</CardTitle>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('imports.work.summary', { ready: counts.ready, invalid: counts.invalid, duplicates: counts.duplicates })}
              </p>
              <p className="text-sm text-muted-foreground">{t('imports.work.matchHelp')}</p>
            </CardHeader>
            <CardContent className="grid gap-4">
              <ReviewRowList id="work-filter" filter={filter} counts={counts} page={page} pages={pages} onFilter={setFilter} onPage={setPage}>
                {rows.map((row) => <WorkRowCard key={row.rowNumber} importId={importId} row={row} />)}
              </ReviewRowList>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('imports.confirm.title')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <p>{t('imports.work.counts', { quotes: counts.quotes, jobs: counts.jobs, skipped: counts.toSkip })}</p>
              <div className="flex items-start gap-3">
                <Checkbox id="work-announce" checked={announce} onCheckedChange={(v) => setAnnounce(v === true)} />
                <Label htmlFor="work-announce" className="font-normal leading-snug">{t('imports.work.announce')}</Label>
              </div>
              {confirm.isError ? <p role="alert" className="text-sm text-destructive">{serverText(confirm.error)}</p> : null}
              <div>
                <Button className="h-auto min-h-10 whitespace-normal" disabled={confirm.isPending || counts.toImport === 0} onClick={() => confirm.mutate(announce)}>
                  {t('imports.work.submit', { count: counts.toImport })}
                </Button>
              </div>
            </CardContent>
          </Card>
        </>
      ) : batch.status === 'queued' || batch.status === 'running' ? (
        <Card>
          <CardContent className="grid gap-3 pt-6">
            <p id="work-progress-label">{t('imports.progress.label', { done: batch.processedRows, total: batch.totalRows })}</p>
            <div role="progressbar" aria-labelledby="work-progress-label" aria-valuemin={0} aria-valuemax={batch.totalRows} aria-valuenow={batch.processedRows} className="h-3 w-full overflow-hidden rounded-full bg-muted">
              <div className="h-full bg-primary transition-all" style={{ width: `${Math.round((100 * batch.processedRows) / Math.max(1, batch.totalRows))}%` }} />
            </div>
            <p className="text-sm text-muted-foreground">{t('imports.progress.leave')}</p>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="grid gap-3 pt-6">
            <p role="status">{batch.status === 'undone' ? t('imports.work.undone') : t('imports.work.done', { imported: batch.importedCount, skipped: batch.skippedCount })}</p>
            {undo.isError ? <p role="alert" className="text-sm text-destructive">{serverText(undo.error)}</p> : null}
            <div className="flex flex-wrap gap-2">
              <Link href="/quotes" className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground">{t('imports.work.toQuotes')}</Link>
              <Link href="/jobs" className="inline-flex h-10 items-center rounded-md border border-input bg-card px-4 text-sm font-medium">{t('imports.work.toJobs')}</Link>
              {batch.canUndo ? (
                <Button variant="outline" disabled={undo.isPending} onClick={() => { if (window.confirm(t('imports.work.undoConfirm'))) undo.mutate(); }}>
                  {t('imports.done.undo')}
                </Button>
              ) : null}
            </div>
            {batch.canUndo ? <p className="text-sm text-muted-foreground">{t('imports.done.undoHelp')}</p> : null}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
