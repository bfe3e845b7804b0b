import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, KeyRound, MailPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { getAdminContractor, sendContractorInvitation, sendContractorPasswordReset, setAdminContractorActive } from '../../../core/admin/admin.api';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';
import { useDocumentTitle } from '../../lib/document-title';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { ADMIN_CONTRACTORS_KEY } from './contractors-table';
import { AdminClosureCard } from './admin-closure-card';
import { formatDateTime } from '../../lib/dates';
import { getAdminOutbox } from '../../../core/outbox/outbox.api';

const mailStatusVariant = { queued: 'warning', sending: 'warning', sent: 'success', failed: 'destructive', skipped: 'secondary' } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children || '—'}</dd>
    </div>
  );
}

/** /admin/contractors/{id} — business details, usage, the sign-in account and its mail; activate, invite, reset. */
export default function ContractorDetailPage() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const queryClient = useQueryClient();
  const { id } = useParams<{ id: string }>();
  const key = contractQueryKey(getAdminContractor, { params: { id } });
  const detail = useContractQuery(getAdminContractor, { params: { id } });
  const name = detail.data ? detail.data.businessName || detail.data.name || detail.data.email : '';
  useDocumentTitle(name || t('admin.detail.title'));
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('admin.detail.never'));

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ADMIN_CONTRACTORS_KEY });
  };
  const onError = (error: Error) => toast({ title: t('common.error'), description: serverText(error), variant: 'destructive' });
  const toggle = useMutation({
    mutationFn: (isActive: boolean) => apiCall(setAdminContractorActive, { params: { id }, body: { isActive } }),
    onSuccess: (_d, isActive) => {
      refresh();
      toast({ title: isActive ? t('admin.activated') : t('admin.deactivated') });
    },
    onError,
  });
  const mail = useContractQuery(getAdminOutbox, {});
  const sendLink = useMutation({
    mutationFn: (kind: 'invitation' | 'password-reset') => apiCall(kind === 'invitation' ? sendContractorInvitation : sendContractorPasswordReset, { params: { id } }),
    onSuccess: (_d, kind) => {
      refresh();
      // Issue 21 item 5: without a mail server the link is not sent: it waits in the outbox, and the toast says so.
      const waits = mail.data ? !mail.data.mailServer : false;
      toast({
        title: kind === 'invitation' ? t(waits ? 'admin.detail.invitationOutbox' : 'admin.detail.invitationSent') : t(waits ? 'admin.detail.resetOutbox' : 'admin.detail.resetSent'),
        description: waits ? t('admin.detail.outboxBody', { email: detail.data?.account?.email ?? '' }) : detail.data?.account?.email,
      });
    },
    onError,
  });

  if (detail.isPending) return <Spinner label={t('common.loading')} className="text-muted-foreground" />;
  if (detail.isError) return <p role="alert" className="text-destructive">{serverText(detail.error)}</p>;
  const c = detail.data;
  const account = c.account;
  const place = [c.address, c.city, [c.state, c.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Link href="/admin?tab=contractors" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('admin.detail.back')}
      </Link>
      <PageHeader
        title={name}
        description={
          <span className="flex flex-wrap gap-2">
            <Badge variant={c.isActive ? 'success' : 'outline'}>{c.isActive ? t('admin.active') : t('admin.inactive')}</Badge>
            <Badge variant={c.onboardingComplete ? 'secondary' : 'warning'}>{c.onboardingComplete ? t('admin.onboardingDone') : t('admin.onboardingPending')}</Badge>
          </span>
        }
        actions={
          <Button variant={c.isActive ? 'outline' : 'secondary'} disabled={toggle.isPending} onClick={() => toggle.mutate(!c.isActive)}>
            {c.isActive ? t('admin.deactivate') : t('admin.activate')}
          </Button>
        }
        className="mb-0"
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader><CardTitle className="text-lg">{t('admin.detail.business')}</CardTitle></CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm">
              <Row label={t('admin.detail.contact')}>{[c.firstName, c.lastName].filter(Boolean).join(' ')}</Row>
              <Row label={t('admin.email')}>{c.email}</Row>
              <Row label={t('admin.detail.phone')}>{c.phone}</Row>
              <Row label={t('admin.detail.address')}>{place}</Row>
              <Row label={t('admin.detail.website')}>{c.website}</Row>
              <Row label={t('admin.detail.license')}>{c.licenseNumber}</Row>
              <Row label={t('admin.detail.insurance')}>{c.insuranceNumber}</Row>
              <Row label={t('admin.detail.serviceAreas')}>{c.serviceAreas.join(', ')}</Row>
              <Row label={t('admin.detail.since')}>{when(c.createdAt)}</Row>
            </dl>
          </CardContent>
        </Card>
        <div className="grid grid-cols-[minmax(0,1fr)] content-start gap-6">
          <Card>
            <CardHeader><CardTitle className="text-lg">{t('admin.detail.usage')}</CardTitle></CardHeader>
            <CardContent>
              <dl className="grid grid-cols-3 gap-3 text-center">
                {(['customers', 'quotes', 'jobs'] as const).map((k) => (
                  <div key={k} className="min-w-0 rounded-md bg-muted px-1 py-3">
                    <dd className="text-2xl font-bold tabular-nums">{c.usage[k]}</dd>
                    <dt className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{t(`admin.detail.count.${k}`)}</dt>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-sm">{t('admin.detail.lastSignIn', { when: when(c.usage.lastSignInAt) })}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader><CardTitle className="text-lg">{t('admin.detail.account')}</CardTitle></CardHeader>
            <CardContent className="grid gap-3 text-sm">
              {account ? (
                <>
                  <p className="break-all">{account.email}</p>
                  <p>{account.passwordSet ? t('admin.detail.passwordSet', { when: when(account.passwordChangedAt) }) : t('admin.detail.passwordNotSet')}</p>
                  <div className="flex flex-wrap gap-2">
                    {!account.passwordSet ? (
                      <Button size="sm" variant="secondary" className="h-auto min-h-9 whitespace-normal py-1.5" disabled={sendLink.isPending} onClick={() => sendLink.mutate('invitation')}>
                        <MailPlus aria-hidden="true" />
                        {t('admin.detail.resendInvitation')}
                      </Button>
                    ) : null}
                    <Button size="sm" variant="outline" className="h-auto min-h-9 whitespace-normal py-1.5" disabled={sendLink.isPending} onClick={() => sendLink.mutate('password-reset')}>
                      <KeyRound aria-hidden="true" />
                      {t('admin.detail.sendReset')}
                    </Button>
                  </div>
                </>
              ) : (
                <p>{t('admin.detail.noAccount')}</p>
              )}
              {c.emails.length ? (
                <div className="grid gap-2">
                  <h3 className="font-medium">{t('admin.detail.emails')}</h3>
                  <ul className="grid gap-2">
                    {c.emails.map((e) => (
                      <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2">
                        <span>{t(`admin.detail.mailPurpose.${e.purpose}`)} · <span className="text-muted-foreground">{when(e.sentAt ?? e.createdAt)}</span></span>
                        <Badge variant={mailStatusVariant[e.status]}>{t(`admin.detail.mailStatus.${e.status}`)}</Badge>
                        {e.status === 'failed' && e.lastError ? <span className="w-full break-words text-xs text-destructive">{e.lastError}</span> : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </CardContent>
          </Card>
        </div>
      </div>
      <AdminClosureCard contractorId={c.id} name={name} onClosed={refresh} />
    </div>
  );
}
