// Settings → Data: close the account (issue 26). Step 1 downloads everything; step 2 asks for the password. Without a
// download in the last 24 hours the contractor must tick "close without a copy". Afterwards the session is gone: the
// card says when everything will be deleted and links to the home page (a full load, signed out).
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAccount, getClosureStatus } from '../../../core/closure/closure.api';
import { ACCOUNT_PURGE_DAYS } from '../../../core/closure/closure.schema';
import { apiCall, useContractQuery } from '../../lib/api-contract';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { Input } from '../../ui/input';

export function CloseAccountCard() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const id = useId();
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const status = useContractQuery(getClosureStatus, {}, { refetchOnWindowFocus: true });
  const [password, setPassword] = useState('');
  const [skipExport, setSkipExport] = useState(false);
  const close = useMutation({ mutationFn: () => apiCall(closeAccount, { body: { password, skipExport } }) });
  const exported = status.data?.exportedRecently ?? false;

  if (close.data?.purgeAfter) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('closure.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p role="status">{t('closure.closed', { date: formatDate(new Date(close.data.purgeAfter), i18n.language) })}</p>
          <div>
            <a href={`/?lang=${lang}`} className="inline-flex min-h-10 items-center rounded-md border border-input bg-card px-4 py-2 text-sm font-medium hover:bg-muted">
              {t('closure.home')}
            </a>
          </div>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('closure.title')}</CardTitle>
        <CardDescription>{t('closure.help', { days: ACCOUNT_PURGE_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            close.mutate();
          }}
        >
          <div className="grid gap-2">
            <p className="text-sm font-medium">{t('closure.step1')}</p>
            <div>
              <a
                href={`/api/exports/zip?lang=${lang}`}
                download
                onClick={() => window.setTimeout(() => void status.refetch(), 1500)}
                className="inline-flex min-h-10 items-center gap-2 rounded-md border border-input bg-card px-4 py-2 text-sm font-medium hover:bg-muted"
              >
                <Download aria-hidden="true" className="size-4" />
                {t('imports.data.zip')}
              </a>
            </div>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {status.data?.lastExportAt && exported ? t('closure.exportedAt', { date: formatDateTime(status.data.lastExportAt, i18n.language) }) : t('closure.notExported')}
            </p>
            {exported ? null : (
              <div className="flex items-center gap-2">
                <Checkbox id={`${id}-skip`} checked={skipExport} onCheckedChange={(on) => setSkipExport(on === true)} />
                <label htmlFor={`${id}-skip`} className="text-sm">
                  {t('closure.skipExport')}
                </label>
              </div>
            )}
          </div>
          <div className="grid gap-2">
            <p className="text-sm font-medium">{t('closure.step2')}</p>
            <label className="grid max-w-sm gap-1 text-sm font-medium">
              {t('closure.password')}
              <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </label>
          </div>
          {close.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {serverText(close.error)}
            </p>
          ) : null}
          <div>
            <Button type="submit" variant="destructive" disabled={close.isPending || !password || (!exported && !skipExport)}>
              {close.isPending ? t('closure.closing') : t('closure.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
