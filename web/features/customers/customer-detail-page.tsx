// /customers/{id}: contact details, address with a map link, quotes, jobs, upcoming visits, notes; edit, delete, schedule.
import { ArchiveRestore, CalendarPlus, FilePlus, Mail, MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import type { Customer } from '../../../core/customers/customer.schema';
import { formatPhone, phoneDigits } from '../../../core/customers/phone';
import { displayJobNumber } from '../../../core/jobs/job-number';
import { formatCents } from '../../../core/money';
import { useShellDialogs } from '../../lib/shell-dialogs';
import { ApiError } from '../../lib/api-client';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { customerQueryKey, useCustomer, useCustomerActivity, useDeleteCustomer, useRestoreCustomer } from './customer-api';
import { CustomerMessagesCard } from '../crm/customer-messages-card';
import { CustomerNotesCard } from './customer-notes-card';
import { EditCustomerDialog } from './edit-customer-dialog';
import { ScheduleVisitDialog } from './schedule-visit-dialog';

export function mapLink(c: Pick<Customer, 'address' | 'city' | 'state' | 'zipCode'>): string {
  const query = [c.address, c.city, `${c.state} ${c.zipCode}`.trim()].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export default function CustomerDetailPage() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const params = useParams<{ customerId: string }>();
  const id = params.customerId ?? '';
  const customer = useCustomer(id);
  const notFound = customer.error instanceof ApiError && customer.error.status === 404;

  useEffect(() => {
    // SPEC §8: customer not found → "Error".
    if (customer.isError) toast({ variant: 'destructive', title: t('customers.toast.errorTitle'), description: notFound ? t('customers.detail.notFound') : serverText(customer.error) });
  }, [customer.isError, customer.error, notFound, t, serverText]);

  if (customer.isPending) return <Spinner label={t('common.loading')} />;
  if (customer.isError) {
    return (
      <div className="grid gap-4">
        <h1 className="text-2xl font-bold">{notFound ? t('customers.detail.notFound') : t('customers.toast.errorTitle')}</h1>
        <p className="text-muted-foreground">{notFound ? t('customers.detail.notFoundBody') : serverText(customer.error)}</p>
        <Link href="/customers" className="text-primary underline">
          {t('customers.detail.backToList')}
        </Link>
      </div>
    );
  }
  return <CustomerDetail customer={customer.data} />;
}

function CustomerDetail({ customer }: { customer: Customer }) {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const activity = useCustomerActivity(customer.id);
  const remove = useDeleteCustomer(customer.id);
  const restore = useRestoreCustomer(customer.id);
  const dialogs = useShellDialogs();
  const [dialog, setDialog] = useState<'edit' | 'visit' | 'delete' | null>(null);
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  const date = (iso: string) => new Date(iso.length === 10 ? `${iso}T12:00:00` : iso).toLocaleDateString(locale, { dateStyle: 'medium' });
  const close = (open: boolean) => !open && setDialog(null);

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: ({ archived }) => {
        toast({ title: archived ? t('customers.delete.archived') : t('customers.delete.deleted') });
        setDialog(null);
        navigate('/customers');
        window.setTimeout(() => queryClient.removeQueries({ queryKey: customerQueryKey(customer.id) }), 0);
      },
      onError: (error) => toast({ variant: 'destructive', title: t('customers.toast.errorTitle'), description: serverText(error) }),
    });

  const onRestore = () =>
    restore.mutate(undefined, {
      onSuccess: () => toast({ title: t('customers.toast.restored') }),
      onError: (error) => toast({ variant: 'destructive', title: t('customers.toast.errorTitle'), description: serverText(error) }),
    });

  return (
    <div>
      <PageHeader
        title={customer.name}
        description={customer.archivedAt ? <Badge variant="warning">{t('customers.detail.archived')}</Badge> : undefined}
        actions={
          <>
            {customer.archivedAt ? null : (
              <Button onClick={() => dialogs.open('quoteSelector', { customerId: customer.id })}>
                <FilePlus aria-hidden="true" />
                {t('customers.detail.newQuote')}
              </Button>
            )}
            <Button variant="outline" onClick={() => setDialog('visit')}>
              <CalendarPlus aria-hidden="true" />
              {t('customers.detail.scheduleVisit')}
            </Button>
            <Button variant="outline" onClick={() => setDialog('edit')}>
              <Pencil aria-hidden="true" />
              {t('customers.detail.edit')}
            </Button>
            {customer.archivedAt ? (
              <Button variant="outline" onClick={onRestore} disabled={restore.isPending}>
                <ArchiveRestore aria-hidden="true" />
                {t('customers.detail.restore')}
              </Button>
            ) : (
              <Button variant="outline" onClick={() => setDialog('delete')}>
                <Trash2 aria-hidden="true" />
                {t('customers.detail.delete')}
              </Button>
            )}
          </>
        }
      />
      {customer.archivedAt ? (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('customers.detail.archivedNote')}
        </p>
      ) : null}
      {/* Cards may shrink below their content's width (a long email, a status badge), so a phone never scrolls sideways. */}
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle>{t('customers.detail.contact')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            {customer.phone ? (
              <a href={`tel:+1${phoneDigits(customer.phone)}`} className="flex items-center gap-2 text-primary underline-offset-4 hover:underline">
                <Phone className="size-4" aria-hidden="true" />
                <span>{t('customers.detail.call', { phone: formatPhone(customer.phone) })}</span>
              </a>
            ) : null}
            {customer.email ? (
              <a href={`mailto:${customer.email}`} className="flex items-center gap-2 text-primary underline-offset-4 hover:underline">
                <Mail className="size-4" aria-hidden="true" />
                <span className="wrap-anywhere">{t('customers.detail.email', { email: customer.email })}</span>
              </a>
            ) : null}
            <div className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4" aria-hidden="true" />
              <div>
                <div>{customer.address}</div>
                <div>{[customer.city, `${customer.state} ${customer.zipCode}`.trim()].filter(Boolean).join(', ')}</div>
                <a href={mapLink(customer)} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-4 hover:underline">
                  {t('customers.detail.openMap')}
                </a>
              </div>
            </div>
          </CardContent>
        </Card>
        <CustomerNotesCard customer={customer} />
        <Card>
          <CardHeader>
            <CardTitle>{t('customers.detail.quotes')}</CardTitle>
          </CardHeader>
          <CardContent>
            {activity.isPending ? <Spinner label={t('common.loading')} /> : activity.data?.quotes.length ? (
              <ul className="grid gap-2 text-sm">
                {activity.data.quotes.map((q) => (
                  <li key={q.id} className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                    <Link href={`/contractor/quote/${q.id}/view`} className="text-primary underline-offset-4 hover:underline">
                      {t('customers.detail.quoteNumber', { number: q.quoteNumber })}
                    </Link>
                    <span className="ml-auto flex items-center gap-2">
                      <Badge variant={q.status === 'approved' ? 'success' : 'secondary'}>{t(`customers.quoteStatus.${q.status}`, { defaultValue: q.status })}</Badge>
                      <span>{formatCents(q.totalCents)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('customers.detail.noQuotes')}</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('customers.detail.jobs')}</CardTitle>
          </CardHeader>
          <CardContent>
            {activity.isPending ? <Spinner label={t('common.loading')} /> : activity.data?.jobs.length ? (
              <ul className="grid gap-2 text-sm">
                {activity.data.jobs.map((j) => (
                  <li key={j.id} className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                    <Link href={`/jobs/${j.id}`} className="text-primary underline-offset-4 hover:underline">
                      {t('customers.detail.jobNumber', { number: displayJobNumber(j.jobNumber), name: j.name })}
                    </Link>
                    <span className="ml-auto flex items-center gap-2">
                      <Badge variant="outline">{t(`customers.jobStatus.${j.status}`, { defaultValue: j.status })}</Badge>
                      {j.scheduledDate ? <span>{date(j.scheduledDate)}</span> : null}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('customers.detail.noJobs')}</p>
            )}
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('customers.detail.visits')}</CardTitle>
          </CardHeader>
          <CardContent>
            {activity.isPending ? <Spinner label={t('common.loading')} /> : activity.data?.visits.length ? (
              <ul className="grid gap-2 text-sm">
                {activity.data.visits.map((v) => (
                  <li key={v.id} className="grid gap-0.5 border-b border-border pb-2 last:border-0">
                    <span className="font-medium">
                      {date(v.startDate)} · {v.isAnytime ? t('customers.visit.anytime') : `${v.startTime ?? ''}–${v.endTime ?? ''}`}
                    </span>
                    <span className="text-muted-foreground">{t(`customers.eventType.${v.eventType}`, { defaultValue: v.title })}</span>
                    {v.description ? <span>{v.description}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('customers.detail.noVisits')}</p>
            )}
          </CardContent>
        </Card>
        <CustomerMessagesCard customerId={customer.id} />
      </div>

      {dialog === 'edit' ? <EditCustomerDialog customer={customer} open onOpenChange={close} /> : null}
      {dialog === 'visit' ? <ScheduleVisitDialog customerId={customer.id} name={customer.name} open onOpenChange={close} /> : null}
      <Dialog open={dialog === 'delete'} onOpenChange={close}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('customers.delete.title', { name: customer.name })}</DialogTitle>
            <DialogDescription>{t('customers.delete.description')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={onDelete}>
              {t('customers.delete.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
