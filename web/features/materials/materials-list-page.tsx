import { ArrowLeft, Download, FileText, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useRoute, useSearch } from 'wouter';
import { getJobMaterials, getQuoteMaterials } from '../../../core/materials/materials.api';
import { useContractQuery } from '../../lib/api-contract';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { downloadText, materialsCsv } from './materials-csv';
import { MaterialsTable } from './materials-table';
import { MaterialsOptionSwitch } from './materials-option-switch';

/** The materials list of a quote or a job: what the yard loads, grouped by category; prints on one sheet (issue 23). */
export default function MaterialsListPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const [isJob] = useRoute('/jobs/:id/materials');
  // Issue 25: ?option= one option's list (a quote with options); without it the option the quote shows or the one chosen.
  const option = new URLSearchParams(useSearch()).get('option') ?? undefined;
  const quoteList = useContractQuery(getQuoteMaterials, { params: { id }, query: option ? { option } : {} }, { enabled: !isJob, retry: false });
  const jobList = useContractQuery(getJobMaterials, { params: { id } }, { enabled: isJob, retry: false });
  const list = isJob ? jobList : quoteList;
  const backHref = isJob ? `/jobs/${id}` : `/contractor/quote/${id}/view`;
  const back = (
    <Link href={backHref} className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground print:hidden">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t(isJob ? 'materials.backToJob' : 'materials.back')}
    </Link>
  );

  if (list.isPending) return <div className="p-6"><Spinner label={t('materials.loading')} /></div>;
  if (list.isError || !list.data) return <div className="mx-auto max-w-3xl p-6">{back}<EmptyState title={t('materials.notFound')} /></div>;
  const m = list.data;
  const lang = i18n.language.startsWith('es') ? 'es' : 'en';
  const title = m.quoteNumber ? t('materials.quoteTitle', { number: m.quoteNumber }) : t('materials.title');
  const csv = () => downloadText(`materials-quote-${m.quoteNumber}.csv`, materialsCsv(t, m.totals), 'text/csv;charset=utf-8');

  return (
    <div className="materials-print mx-auto w-full max-w-4xl">
      {back}
      <PageHeader
        title={title}
        description={m.customerName ? t('materials.forCustomer', { name: m.customerName }) : undefined}
        actions={m.hasDrawing ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" onClick={() => window.print()}><Printer aria-hidden="true" />{t('materials.print')}</Button>
            <Button variant="outline" asChild><a href={`/api/quotes/${m.quoteId}/materials/pdf?lang=${lang}${m.optionId ? `&option=${m.optionId}` : ''}`} download><FileText aria-hidden="true" />{t('materials.pdf')}</a></Button>
            <Button variant="outline" onClick={csv}><Download aria-hidden="true" />{t('materials.csv')}</Button>
          </div>
        ) : undefined}
      />
      {!isJob && m.options ? <MaterialsOptionSwitch options={m.options} optionId={m.optionId} path={`/contractor/quote/${id}/materials`} /> : null}
      {!m.hasDrawing ? <EmptyState title={t('materials.noDrawing')} /> : (
        <div className="grid gap-4 [&>*]:min-w-0">
          <Card className="print:border-0 print:shadow-none">
            <CardHeader className="pb-2 print:p-0"><CardTitle>{t('materials.total')}</CardTitle></CardHeader>
            <CardContent className="print:p-0"><MaterialsTable lines={m.totals} caption={t('materials.total')} /></CardContent>
          </Card>
          <section aria-labelledby="materials-by-run" className="grid gap-3 print:hidden">
            <h2 id="materials-by-run" className="text-lg font-semibold">{t('materials.byRun')}</h2>
            {m.runs.map((r) => {
              const heading = t('materials.runHeading', { label: r.label, feet: r.fenceFeet, type: t(`materials.fenceType.${r.fenceType}`), height: r.heightFt, section: r.sectionLengthIn });
              return (
                <details key={r.runId} className="rounded-lg border border-border bg-card p-3">
                  <summary className="cursor-pointer font-medium break-words">{heading}</summary>
                  <div className="mt-2"><MaterialsTable lines={r.lines} caption={heading} /></div>
                </details>
              );
            })}
          </section>
        </div>
      )}
    </div>
  );
}
