// /customers/import: choose a CSV or Excel file of customers, or a CSV of open quotes and jobs; the imports made so far.
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { NativeSelect } from '../../ui/native-select';
import type { ImportKind } from '../../../core/imports/imports.api';
import { importPath, useImports, useUploadImport } from './import-api';
import { formatDateTime } from '../../lib/dates';

export default function ImportPage() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const [, navigate] = useLocation();
  const upload = useUploadImport();
  const imports = useImports();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<ImportKind>('customers');
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate({ file, kind }, { onSuccess: (review) => navigate(importPath(review.batch)) });
  };

  return (
    <div className="grid gap-6">
      <PageHeader title={t('imports.title')} description={t('imports.description')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('imports.upload.title')}</CardTitle>
          <CardDescription>{t('imports.upload.help')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="grid gap-4">
            <div className="grid max-w-md gap-2">
              <Label htmlFor="import-kind">{t('imports.upload.kind')}</Label>
              <NativeSelect id="import-kind" value={kind} onChange={(e) => setKind(e.target.value as ImportKind)}>
                <option value="customers">{t('imports.upload.kindCustomers')}</option>
                <option value="work">{t('imports.upload.kindWork')}</option>
              </NativeSelect>
              {kind === 'work' ? <p className="text-sm text-muted-foreground">{t('imports.work.uploadHelp')}</p> : null}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="import-file">{t('imports.upload.file')}</Label>
              <Input
                id="import-file"
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </div>
            {upload.isError ? <p role="alert" className="text-sm text-destructive">{serverText(upload.error)}</p> : null}
            <div>
              <Button type="submit" disabled={!file || upload.isPending}>
                <FileUp aria-hidden="true" />
                {upload.isPending ? t('imports.upload.reading') : t('imports.upload.submit')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      <section aria-labelledby="imports-history">
        <h2 id="imports-history" className="mb-2 text-lg font-semibold">{t('imports.history.title')}</h2>
        {imports.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : imports.data && imports.data.length > 0 ? (
          <ul className="grid gap-2">
            {imports.data.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card p-3">
                <div className="min-w-0">
                  <Link href={importPath(b)} className="break-all font-medium text-primary underline-offset-4 hover:underline">
                    {b.fileName}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {date(b.createdAt)} · {t(b.kind === 'work' ? 'imports.upload.kindWork' : 'imports.upload.kindCustomers')} · {t(`imports.status.${b.status}`)} · {t('imports.history.rows', { count: b.totalRows })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('imports.history.none')}</p>
        )}
      </section>
    </div>
  );
}
