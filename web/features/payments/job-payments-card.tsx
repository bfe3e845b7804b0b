// The job page's payments: balance, milestones (pending → invoiced → paid) and payment history.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../core/money';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import type { JobDetail, Milestone } from '../jobs/job-api';
import { EditMilestoneDialog } from './edit-milestone-dialog';
import { EditScheduleDialog } from './edit-schedule-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';
import { useStripeConnection } from './card-payment-api';
import { CopyPayLinkButton } from './copy-pay-link-button';
import { formatDate } from '../../lib/dates';

const statusVariant = { pending: 'outline', invoiced: 'warning', paid: 'success' } as const;

export function JobPaymentsCard({ job }: { job: JobDetail }) {
  const { t, i18n } = useTranslation();
  const [paying, setPaying] = useState<{ open: boolean; milestone: Milestone | null }>({ open: false, milestone: null });
  const [editing, setEditing] = useState<Milestone | null>(null);
  const [editingSchedule, setEditingSchedule] = useState(false);
  const takesCards = useStripeConnection().data?.status === 'active';
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—');

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('payments.card.title')}</CardTitle>
        <Button size="sm" onClick={() => setPaying({ open: true, milestone: null })}>
          {t('payments.card.recordPayment')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 [&>*]:min-w-0">
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">{t('payments.card.total')}</dt>
            <dd className="font-semibold">{formatCents(job.totalCents)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('payments.card.paid')}</dt>
            <dd className="font-semibold">{formatCents(job.paidCents)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('payments.card.balance')}</dt>
            <dd className="font-semibold">{formatCents(job.balanceCents)}</dd>
          </div>
        </dl>
        <section aria-labelledby="milestones-heading" className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="milestones-heading" className="font-semibold">
              {t('payments.card.milestones')}
            </h3>
            {job.milestones.length > 0 ? (
              <Button size="sm" variant="ghost" onClick={() => setEditingSchedule(true)}>
                {t('payments.card.editSchedule')}
              </Button>
            ) : null}
          </div>
          {job.milestones.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('payments.card.noMilestones')}</p>
          ) : (
            <ul className="grid gap-2" aria-label={t('payments.card.milestones')}>
              {job.milestones.map((m) => (
                <li key={m.id} className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="grid gap-0.5">
                    <span className="font-medium">
                      {m.name} · {m.percentage}% · {formatCents(m.amountCents)}
                    </span>
                    <span className={m.overdue ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}>
                      {m.status === 'paid' ? t('payments.card.paidOn', { date: date(m.paidDate) }) : m.dueDate ? t('payments.card.dueOn', { date: date(m.dueDate) }) : m.milestoneType === 'final' ? t('payments.card.dueOnCompletion') : t('payments.card.noDueDate')}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {/* SPEC §4: overdue is red. */}
                    {m.overdue ? <Badge variant="destructive">{t('payments.card.overdue')}</Badge> : null}
                    <Badge variant={statusVariant[m.status]}>{t(`payments.milestoneStatus.${m.status}`)}</Badge>
                    <Button size="sm" variant="ghost" onClick={() => setEditing(m)} aria-label={t('payments.card.editMilestone', { name: m.name })}>
                      {t('payments.card.edit')}
                    </Button>
                    {m.status !== 'paid' && takesCards && m.amountCents > 0 ? <CopyPayLinkButton milestone={m} /> : null}
                    {m.status !== 'paid' ? (
                      <Button size="sm" variant="outline" onClick={() => setPaying({ open: true, milestone: m })} aria-label={t('payments.card.payMilestone', { name: m.name })}>
                        {t('payments.card.pay')}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="payments-heading" className="grid gap-2">
          <h3 id="payments-heading" className="font-semibold">
            {t('payments.card.history')}
          </h3>
          {job.payments.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('payments.card.noPayments')}</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {job.payments.map((p) => (
                <li key={p.id} className="flex justify-between gap-2">
                  <span>
                    {date(p.paymentDate)} · {t(`payments.type.${p.paymentType}`)} · {t(`payments.method.${p.paymentMethod}`)}
                    {p.checkNumber ? ` #${p.checkNumber}` : ''}
                    {p.refundedCents > 0 ? <span className="text-destructive"> · {t('cardPayments.job.refunded', { amount: formatCents(p.refundedCents) })}</span> : null}
                  </span>
                  <span className="font-medium">{formatCents(p.amountCents)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
      <RecordPaymentDialog jobId={job.id} milestones={job.milestones} milestone={paying.milestone} open={paying.open} onOpenChange={(open) => setPaying((s) => ({ ...s, open }))} />
      <EditMilestoneDialog milestone={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <EditScheduleDialog job={job} open={editingSchedule} onOpenChange={setEditingSchedule} />
    </Card>
  );
}
