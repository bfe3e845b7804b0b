// /admin/contractors/{id}: close a contractor's account at their request (issue 26): download their data, then close.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCloseAccount, adminGetClosureStatus } from '../../../core/closure/closure.api';
import { ACCOUNT_PURGE_DAYS } from '../../../core/closure/closure.schema';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';
import { formatDate } from '../../lib/dates';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { toast } from '../../ui/use-toast';

export function AdminClosureCard({ contractorId, name, onClosed }: { contractorId: string; name: string; onClosed: () => void }) {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const queryClient = useQueryClient();
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const input = { params: { id: contractorId } };
  const status = useContractQuery(adminGetClosureStatus, input);
  const id = useId();
  // The contractor may not want a copy: the admin says so explicitly (audited as closed without an export).
  const [skipExport, setSkipExport] = useState(false);
  const close = useMutation({
    mutationFn: () => apiCall(adminCloseAccount, { params: { id: contractorId }, body: { skipExport } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contractQueryKey(adminGetClosureStatus, input) });
      toast({ title: t('closure.admin.closed') });
      onClosed();
    },
    onError: (error: Error) => toast({ title: t('common.error'), description: serverText(error), variant: 'destructive' }),
  });
  const s = status.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('closure.admin.title')}</CardTitle>
        <CardDescription>{t('closure.admin.help', { days: ACCOUNT_PURGE_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {s?.closedAt && s.purgeAfter ? (
          <p role="status">{t('closure.admin.closedAt', { date: formatDate(new Date(s.closedAt), i18n.language), purge: formatDate(new Date(s.purgeAfter), i18n.language) })}</p>
        ) : (
          <>
            <a
              href={`/api/admin/contractors/${contractorId}/export?lang=${lang}`}
              download
              onClick={() => window.setTimeout(() => void status.refetch(), 1500)}
              className="inline-flex min-h-10 items-center gap-2 rounded-md border border-input bg-card px-4 py-2 text-sm font-medium hover:bg-muted"
            >
              <Download aria-hidden="true" className="size-4" />
              {t('closure.admin.download')}
            </a>
            {s && !s.exportedRecently ? (
              <div className="flex w-full items-center gap-2">
                <Checkbox id={`${id}-skip`} checked={skipExport} onCheckedChange={(on) => setSkipExport(on === true)} />
                <label htmlFor={`${id}-skip`} className="text-sm">
                  {t('closure.admin.skipExport')}
                </label>
              </div>
            ) : null}
            <Button
              variant="destructive"
              disabled={(!s?.exportedRecently && !skipExport) || close.isPending}
              onClick={() => {
                if (window.confirm(t('closure.admin.confirm', { name }))) close.mutate();
              }}
            >
              {t('closure.admin.submit')}
            </Button>
            {s && !s.exportedRecently ? <p className="w-full text-sm text-muted-foreground">{t('closure.notExported')}</p> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
