import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RegistrationRequestView, RegistrationStatus } from '../../../core/admin/admin.schema';
import { formatPhone } from '../../../core/customers/phone';
import { approveRegistrationRequest, listRegistrationRequests } from '../../../core/admin/admin.api';
import { apiCall, useContractQuery } from '../../lib/api-contract';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { ADMIN_CONTRACTORS_KEY } from './contractors-table';
import { RejectRequestDialog } from './reject-request-dialog';
import { formatDate } from '../../lib/dates';

export const REGISTRATION_REQUESTS_KEY = listRegistrationRequests.path;
const FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
type Filter = (typeof FILTERS)[number];
const statusVariant = { pending: 'warning', approved: 'success', rejected: 'secondary' } as const;

/** Requests from /contractor-registration (SPEC §4: pending → approved / rejected). Approval invites by email. */
export function RegistrationRequestsList() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('pending');
  const [rejecting, setRejecting] = useState<RegistrationRequestView | null>(null);
  const list = useContractQuery(listRegistrationRequests, { query: filter === 'all' ? {} : { status: filter } });
  const approve = useMutation({
    mutationFn: (r: RegistrationRequestView) => apiCall(approveRegistrationRequest, { params: { id: r.id } }),
    onSuccess: (data, r) => {
      void queryClient.invalidateQueries({ queryKey: [REGISTRATION_REQUESTS_KEY] });
      void queryClient.invalidateQueries({ queryKey: ADMIN_CONTRACTORS_KEY });
      toast({ title: t('admin.requests.approvedTitle'), description: t(data.invitation === 'outbox' ? 'admin.requests.approvedOutbox' : 'admin.requests.approvedBody', { email: r.email }) });
    },
    onError: (error) => toast({ title: t('common.error'), description: serverText(error), variant: 'destructive' }),
  });
  const date = (iso: string) => formatDate(iso, i18n.language);

  return (
    <div className="grid gap-4">
      <div role="group" aria-label={t('admin.requests.filterLabel')} className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Button key={f} size="sm" variant={filter === f ? 'default' : 'outline'} aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {t(`admin.requests.filter.${f}`)}
          </Button>
        ))}
      </div>
      {list.isPending ? (
        <Spinner label={t('common.loading')} className="text-muted-foreground" />
      ) : list.isError ? (
        <p role="alert" className="text-destructive">{serverText(list.error)}</p>
      ) : list.data.length === 0 ? (
        <EmptyState icon={<Inbox />} title={t('admin.noRequests')} description={t('admin.noRequestsBody')} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {list.data.map((r) => (
            <li key={r.id}>
              <Card aria-label={r.companyName}>
                <CardContent className="grid gap-1 pt-6 text-sm">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="min-w-0 break-words text-base font-semibold">{r.companyName}</h3>
                    <Badge variant={statusVariant[r.status]}>{t(`admin.requestStatus.${r.status}`)}</Badge>
                  </div>
                  <p>{r.firstName} {r.lastName}</p>
                  <p className="break-all text-muted-foreground">{r.email} · {formatPhone(r.phone)}</p>
                  {r.contractorType ? <p className="text-muted-foreground">{t(`registration.type.${r.contractorType}`, { defaultValue: r.contractorType })}</p> : null}
                  {r.notes ? <p className="mt-2 whitespace-pre-line break-words">{r.notes}</p> : null}
                  <p className="mt-2 text-xs text-muted-foreground">
                    {t('admin.requests.received', { date: date(r.createdAt) })}
                    {r.reviewedAt ? ` · ${t(`admin.requests.reviewed.${r.status as Exclude<RegistrationStatus, 'pending'>}`, { date: date(r.reviewedAt) })}` : ''}
                  </p>
                  {r.reviewNote ? <p className="text-muted-foreground">{t('admin.requests.note', { note: r.reviewNote })}</p> : null}
                  {r.status === 'pending' && r.accountExists ? (
                    <p className="mt-2 flex items-start gap-2 rounded-md bg-yellow-50 px-3 py-2 text-yellow-900">
                      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      {t('admin.requests.accountExists')}
                    </p>
                  ) : null}
                  {r.status === 'pending' ? (
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        disabled={approve.isPending || r.accountExists}
                        aria-label={t('admin.requests.approveNamed', { name: r.companyName })}
                        onClick={() => approve.mutate(r)}
                      >
                        {t('admin.requests.approve')}
                      </Button>
                      <Button size="sm" variant="outline" aria-label={t('admin.requests.rejectNamed', { name: r.companyName })} onClick={() => setRejecting(r)}>
                        {t('admin.requests.reject')}
                      </Button>
                    </div>
                  ) : null}
                  {r.status === 'approved' && r.contractorId ? (
                    <Link href={`/admin/contractors/${r.contractorId}`} className="mt-2 font-medium text-primary underline-offset-4 hover:underline">
                      {t('admin.requests.viewContractor')}
                    </Link>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <RejectRequestDialog request={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
