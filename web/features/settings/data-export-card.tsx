// Settings → Data: download everything (one ZIP) or one table as CSV, in the page's language. Plain links: the browser
// streams the file to disk and the session cookie authorises the GET.
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EXPORT_TABLES } from '../../../core/imports/export-tables';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';

const linkClass = 'inline-flex min-h-10 items-center gap-2 rounded-md border border-input bg-card px-4 py-2 text-sm font-medium hover:bg-muted';

export function DataExportCard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'es' ? 'es' : 'en';
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>{t('imports.data.exportTitle')}</CardTitle>
          <CardDescription>{t('imports.data.exportHelp')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div>
            <a href={`/api/exports/zip?lang=${lang}`} download className={`${linkClass} bg-primary text-primary-foreground hover:bg-primary/90`}>
              <Download aria-hidden="true" className="size-4" />
              {t('imports.data.zip')}
            </a>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label={t('imports.data.tablesLabel')}>
            {EXPORT_TABLES.map((table) => (
              <li key={table}>
                <a href={`/api/exports/csv/${table}?lang=${lang}`} download className={linkClass}>
                  {t(`imports.data.table.${table}`)}
                </a>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('imports.data.importTitle')}</CardTitle>
          <CardDescription>{t('imports.data.importHelp')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Link href="/customers/import" className={linkClass}>{t('imports.title')}</Link>
        </CardContent>
      </Card>
    </div>
  );
}
