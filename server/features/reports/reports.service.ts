// /reports figures (docs/decisions.md "Reports and contractor portal"): every query is scoped by contractor_id and
// computed in SQL on indexed columns (quotes by contractor + sent_at, payments by contractor + payment_date, jobs by
// contractor + status, milestones by contractor + status). Period rules and the win rate live in core/reports.
import { and, asc, between, count, desc, eq, gte, inArray, isNotNull, lt, ne, sql, sum } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import { monthBuckets, winRatePercent } from '../../../core/reports/report-period';
import type { ReportSummary, ReportSummaryQuery } from '../../../core/reports/report.schema';
import type { Db } from '../../db/connection';
import { contractors, homeowners, jobs, paymentMilestones, payments, quotes } from '../../db/schema/index';
import { todayInTimeZone } from '../jobs/contractor-today';

/** A quote counts as won once approved or anything the SPEC §4 table reaches from there (lost is not a win). */
const WON_STATUSES = ['approved', 'scheduled', 'completed', 'paid', 'converted_to_job'] as const;
const TOP_CUSTOMERS = 5;

const num = (value: unknown) => Number(value ?? 0);

/** The contractor's time zone, deposit grace days and whether anything at all was ever recorded (empty state). */
async function contractorContext(db: Db, contractorId: string) {
  const [row] = await db
    .select({
      timezone: contractors.timezone,
      depositReminderDays: contractors.depositReminderDays,
      hasActivity: sql<boolean>`(exists (select 1 from ${quotes} where ${quotes.contractorId} = ${contractorId})
        or exists (select 1 from ${jobs} where ${jobs.contractorId} = ${contractorId})
        or exists (select 1 from ${payments} where ${payments.contractorId} = ${contractorId}))`,
    })
    .from(contractors)
    .where(eq(contractors.id, contractorId))
    .limit(1);
  if (!row) throw notFound(errorMessage('errors.contractors.notFound'));
  return row;
}

/** Quotes first sent in the period, per month of the contractor's calendar: how many and worth what, and the won part. */
function quotesSentByMonth(db: Db, contractorId: string, period: ReportSummaryQuery, timeZone: string) {
  // The period's days as instants in the contractor's zone, so the index on (contractor_id, sent_at) does the filtering.
  const start = sql`(${period.from}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`(${period.to}::date + 1)::timestamp at time zone ${timeZone}`;
  const won = inArray(quotes.status, [...WON_STATUSES]);
  return db
    .select({
      month: sql<string>`to_char(${quotes.sentAt} at time zone ${timeZone}, 'YYYY-MM')`,
      sentCount: count(),
      sentValue: sum(quotes.totalCents),
      wonCount: sql<number>`count(*) filter (where ${won})`,
      wonValue: sql<string | null>`sum(${quotes.totalCents}) filter (where ${won})`,
    })
    .from(quotes)
    .where(and(eq(quotes.contractorId, contractorId), gte(quotes.sentAt, start), lt(quotes.sentAt, end)))
    // By position: the month expression carries a parameter, and a repeated parameter is a different expression to PostgreSQL.
    .groupBy(sql`1`);
}

function paymentsByMonth(db: Db, contractorId: string, period: ReportSummaryQuery) {
  return db
    .select({ month: sql<string>`to_char(${payments.paymentDate}, 'YYYY-MM')`, collected: sum(payments.amountCents) })
    .from(payments)
    .where(and(eq(payments.contractorId, contractorId), between(payments.paymentDate, period.from, period.to)))
    .groupBy(sql`1`);
}

function jobsCompleted(db: Db, contractorId: string, period: ReportSummaryQuery, timeZone: string) {
  const start = sql`(${period.from}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`(${period.to}::date + 1)::timestamp at time zone ${timeZone}`;
  return db
    .select({ completedCount: count(), totalValue: sum(jobs.totalCents) })
    .from(jobs)
    .where(and(eq(jobs.contractorId, contractorId), eq(jobs.status, 'completed'), gte(jobs.completedAt, start), lt(jobs.completedAt, end)));
}

/**
 * What customers still owe as of today: every unpaid milestone of a job that is not cancelled, less the payments already
 * recorded against it; overdue is the part past its due date (core/payments/overdue.ts: a deposit gets the grace days).
 */
function outstandingBalance(db: Db, contractorId: string, today: string, depositGraceDays: number) {
  const remaining = sql`greatest(${paymentMilestones.amountCents} - coalesce((
    select sum(p.amount_cents) from ${payments} p where p.job_id = ${paymentMilestones.jobId} and p.milestone_id = ${paymentMilestones.id}
  ), 0), 0)`;
  const overdue = sql`${paymentMilestones.dueDate} < ${today}::date - (case when ${paymentMilestones.milestoneType} = 'deposit' then ${depositGraceDays}::int else 0 end)`;
  return db
    .select({ outstanding: sql<string | null>`sum(${remaining})`, overdue: sql<string | null>`sum(${remaining}) filter (where ${overdue})` })
    .from(paymentMilestones)
    .innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId))
    .where(and(eq(paymentMilestones.contractorId, contractorId), ne(paymentMilestones.status, 'paid'), eq(jobs.contractorId, contractorId), ne(jobs.status, 'cancelled')));
}

/** The customers who paid the most in the period (through their jobs), with their (decrypted) names. */
async function topCustomers(db: Db, contractorId: string, period: ReportSummaryQuery) {
  const collected = sum(payments.amountCents);
  const rows = await db
    .select({ homeownerId: jobs.homeownerId, collected })
    .from(payments)
    .innerJoin(jobs, eq(jobs.id, payments.jobId))
    .where(
      and(
        eq(payments.contractorId, contractorId),
        between(payments.paymentDate, period.from, period.to),
        eq(jobs.contractorId, contractorId),
        isNotNull(jobs.homeownerId),
      ),
    )
    .groupBy(jobs.homeownerId)
    .orderBy(desc(collected), asc(jobs.homeownerId))
    .limit(TOP_CUSTOMERS);
  const ids = rows.map((r) => r.homeownerId!);
  if (ids.length === 0) return [];
  const people = await db
    .select({ id: homeowners.id, name: homeowners.name, firstName: homeowners.firstName, lastName: homeowners.lastName })
    .from(homeowners)
    .where(and(eq(homeowners.contractorId, contractorId), inArray(homeowners.id, ids)));
  const nameOf = new Map(people.map((p) => [p.id, p.name || [p.firstName, p.lastName].filter(Boolean).join(' ')]));
  return rows.map((r) => ({ id: r.homeownerId!, name: nameOf.get(r.homeownerId!) ?? '', collectedCents: num(r.collected) }));
}

/** GET /api/reports/summary: the signed-in contractor's figures for an inclusive period of their calendar days. */
export async function reportSummary(db: Db, { contractorId, period, now = new Date() }: { contractorId: string; period: ReportSummaryQuery; now?: Date }): Promise<ReportSummary> {
  const context = await contractorContext(db, contractorId);
  const timeZone = context.timezone;
  const asOf = todayInTimeZone(timeZone, now);
  const [quoteMonths, paymentMonths, [completed], [balance], customers] = await Promise.all([
    quotesSentByMonth(db, contractorId, period, timeZone),
    paymentsByMonth(db, contractorId, period),
    jobsCompleted(db, contractorId, period, timeZone),
    outstandingBalance(db, contractorId, asOf, context.depositReminderDays),
    topCustomers(db, contractorId, period),
  ]);

  const quoted = new Map(quoteMonths.map((m) => [m.month, m]));
  const collected = new Map(paymentMonths.map((m) => [m.month, num(m.collected)]));
  const months = monthBuckets(period).map(({ month }) => ({ month, quotedCents: num(quoted.get(month)?.sentValue), collectedCents: collected.get(month) ?? 0 }));
  const total = (pick: (m: (typeof quoteMonths)[number]) => unknown) => quoteMonths.reduce((a, m) => a + num(pick(m)), 0);
  const sentCount = total((m) => m.sentCount);
  const approvedCount = total((m) => m.wonCount);
  const completedCount = num(completed.completedCount);

  return {
    from: period.from,
    to: period.to,
    asOf,
    hasActivity: Boolean(context.hasActivity),
    quotes: {
      sentCount,
      sentValueCents: total((m) => m.sentValue),
      approvedCount,
      approvedValueCents: total((m) => m.wonValue),
      winRatePercent: winRatePercent(approvedCount, sentCount),
    },
    money: {
      collectedCents: months.reduce((a, m) => a + m.collectedCents, 0),
      outstandingCents: num(balance.outstanding),
      overdueCents: num(balance.overdue),
    },
    jobs: { completedCount, averageValueCents: completedCount ? Math.round(num(completed.totalValue) / completedCount) : null },
    months,
    topCustomers: customers,
  };
}
