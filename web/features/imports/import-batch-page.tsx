// /customers/import/:importId: one import. In review: mapping, the rows as they will be stored, fixes, duplicate
// choices and the last step (confirm, with the opt-in to announce). Then the progress bar, the summary and undo.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { Label } from '../../ui/label';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { invalidateCustomerQueries } from './invalidate-customers';
import { useConfirmImport, useImportReview, useUndoImport, type ReviewFilter } from './import-api';
import { ImportMapping } from './import-mapping';
import { ImportRowCard } from './import-row-card';
import { ReviewRowList } from './review-row-list';

const PAGE_SIZE = 20;

export default function ImportBatchPage() {
  const { importId = '' } = useParams<{ importId: string }>();
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [page, setPage] = useState(1);
  const [announce, setAnnounce] = useState(false);
  const review = useImportReview(importId, { filter, page, pageSize: PAGE_SIZE });
  const confirm = useConfirmImport(importId);
  const undo = useUndoImport(importId);
  const status = review.data?.batch.status;
  useEffect(() => {
    if (status === 'done') void invalidateCustomerQueries(queryClient);
  }, [status, queryClient]);

  if (review.isPending) return <Spinner label={t('common.loading')} />;
  if (review.isError)
    return (
      <div className="grid gap-4">
        <PageHeader title={t('imports.batch.title')} actions={<Link href="/customers/import" className="text-sm text-primary underline">{t('imports.batch.allImports')}</Link>} />
        <p role="alert" className="text-destructive">{serverText(review.error)}</p>
      </div>
    );
  const { batch, counts, rows, total } = review.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="grid gap-6">
      <PageHeader title={t('imports.batch.title')} description={<span className="break-all">{batch.fileName}</span>} actions={<Link href="/customers/import" className="text-sm text-primary underline">{t('imports.batch.allImports')}</Link>} />

      {batch.status === 'review' ? (
        <>
          <ImportMapping id={importId} headers={review.data.headers} mapping={review.data.mapping} />
          <Card>
            <CardHeader>
              <CardTitle>{t('imports.review.title')}</CardTitle>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('imports.review.summary', { ready: counts.ready, invalid: counts.invalid, duplicates: counts.duplicates })}
              </p>
            </CardHeader>
            <CardContent className="grid gap-4">
              <ReviewRowList id="import-filter" filter={filter} counts={counts} page={page} pages={pages} onFilter={setFilter} onPage={setPage}>
                {rows.map((row) => <ImportRowCard key={row.rowNumber} importId={importId} row={row} />)}
              </ReviewRowList>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('imports.confirm.title')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <p>{t('imports.confirm.counts', { toImport: counts.toImport, toMerge: counts.toMerge, toSkip: counts.toSkip })}</p>
              <div className="flex items-start gap-3">
                <Checkbox id="import-announce" checked={announce} onCheckedChange={(v) => setAnnounce(v === true)} />
                <Label htmlFor="import-announce" className="font-normal leading-snug">{t('imports.confirm.announce')}</Label>
              </div>
              {confirm.isError ? <p role="alert" className="text-sm text-destructive">{serverText(confirm.error)}</p> : null}
              <div>
                <Button className="h-auto min-h-10 whitespace-normal" disabled={confirm.isPending || counts.toImport + counts.toMerge === 0} onClick={() => confirm.mutate(announce)}>
                  {t('imports.confirm.submit', { count: counts.toImport + counts.toMerge })}
                </Button>
              </div>
            </CardContent>
          </Card>
        </>
      ) : batch.status === 'queued' || batch.status === 'running' ? (
        <Card>
          <CardContent className="grid gap-3 pt-6">
            <p id="import-progress-label">{t('imports.progress.label', { done: batch.processedRows, total: batch.totalRows })}</p>
            <div role="progressbar" aria-labelledby="import-progress-label" aria-valuemin={0} aria-valuemax={batch.totalRows} aria-valuenow={batch.processedRows} className="h-3 w-full overflow-hidden rounded-full bg-muted">
              <div className="h-full bg-primary transition-all" style={{ width: `${Math.round((100 * batch.processedRows) / Math.max(1, batch.totalRows))}%` }} />
            </div>
            <p className="text-sm text-muted-foreground">{t('imports.progress.leave')}</p>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="grid gap-3 pt-6">
            <p role="status">
              {batch.status === 'undone'
                ? t('imports.done.undone')
                : t('imports.done.summary', { imported: batch.importedCount, merged: batch.mergedCount, skipped: batch.skippedCount })}
            </p>
            {undo.isError ? <p role="alert" className="text-sm text-destructive">{serverText(undo.error)}</p> : null}
            <div className="flex flex-wrap gap-2">
              <Link href="/customers" className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground">{t('imports.done.toCustomers')}</Link>
              {batch.canUndo ? (
                <Button variant="outline" disabled={undo.isPending} onClick={() => { if (window.confirm(t('imports.done.undoConfirm'))) undo.mutate(); }}>
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
