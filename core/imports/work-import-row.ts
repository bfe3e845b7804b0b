// One sheet row of an open quotes and jobs import (issue 26, item 2) → the quote or job it would store: cells picked by
// the mapping, normalised where the meaning is certain (a type or status word to its code, "$1,250.5" to 1250.50, a
// US date to ISO), then checked; every problem of the row at once, in SPEC's words where SPEC has them. The customer
// is matched on the server (it needs the contractor's customers): see matchCustomer below for the rule.
import { z } from 'zod';
import { centsToPlainDollars, parseDollars, type Cents } from '../money';
import { phoneDigits } from '../customers/phone';
import { guessColumns } from './column-guess';
import { normalisePhone, tidySpaces } from './normalise';

export const WORK_IMPORT_FIELDS = ['kind', 'customer', 'customerEmail', 'customerPhone', 'title', 'reference', 'amount', 'paid', 'status', 'date', 'scheduledDate', 'milestones', 'notes'] as const;
export type WorkImportField = (typeof WORK_IMPORT_FIELDS)[number];
export type WorkColumnMapping = Record<WorkImportField, number | null>;

const WORK_SYNONYMS: Record<WorkImportField, string[]> = {
  kind: ['type', 'kind', 'record type', 'document type', 'quote or job', 'tipo', 'tipo de registro'],
  customer: ['customer', 'customer name', 'client', 'client name', 'name', 'full name', 'contact', 'cliente', 'nombre del cliente', 'nombre'],
  customerEmail: ['email', 'customer email', 'client email', 'e mail', 'email address', 'correo', 'correo electronico', 'correo del cliente'],
  customerPhone: ['phone', 'customer phone', 'client phone', 'phone number', 'mobile', 'mobile phone', 'telefono', 'celular', 'telefono del cliente'],
  title: ['title', 'job title', 'job name', 'quote title', 'estimate title', 'description', 'project', 'project name', 'titulo', 'nombre del trabajo', 'descripcion', 'proyecto'],
  reference: ['number', 'reference', 'ref', 'quote number', 'job number', 'estimate number', 'quote', 'estimate', 'job', 'numero', 'referencia', 'numero de cotizacion', 'numero de trabajo'],
  amount: ['amount', 'total', 'total $', 'amount $', 'total amount', 'price', 'value', 'quote total', 'job total', 'estimate total', 'grand total', 'importe', 'monto', 'precio', 'valor', 'total del trabajo'],
  paid: ['paid', 'amount paid', 'paid amount', 'paid $', 'total paid', 'payments', 'payments received', 'deposit paid', 'pagado', 'monto pagado', 'abonado', 'pagos recibidos'],
  status: ['status', 'stage', 'job status', 'quote status', 'estado', 'estatus', 'etapa'],
  date: ['date', 'created', 'created date', 'date created', 'created at', 'sent', 'sent date', 'date sent', 'quote date', 'issued', 'issue date', 'fecha', 'fecha de creacion', 'fecha de envio'],
  scheduledDate: ['scheduled', 'scheduled date', 'schedule date', 'scheduled for', 'start date', 'start', 'job date', 'visit date', 'install date', 'fecha programada', 'fecha de inicio', 'fecha de instalacion'],
  milestones: ['milestones', 'milestone amounts', 'payment schedule', 'payment milestones', 'payments schedule', 'hitos', 'hitos de pago', 'etapas de pago', 'etapas', 'plan de pagos', 'calendario de pagos'],
  notes: ['notes', 'note', 'comments', 'comment', 'internal notes', 'notas', 'nota', 'comentarios', 'observaciones'],
};

export function guessWorkMapping(headers: string[]): WorkColumnMapping {
  return guessColumns(headers, WORK_IMPORT_FIELDS, WORK_SYNONYMS);
}

/** The values of one row as they will be stored (text, as the preview shows and the fix-in-place form edits them). */
export const importWorkValuesSchema = z.object({
  kind: z.string().max(100),
  customer: z.string().max(300),
  customerEmail: z.string().max(300),
  customerPhone: z.string().max(100),
  title: z.string().max(300),
  reference: z.string().max(100),
  amount: z.string().max(100),
  paid: z.string().max(100),
  status: z.string().max(100),
  date: z.string().max(100),
  scheduledDate: z.string().max(100),
  milestones: z.string().max(2000),
  notes: z.string().max(4000),
});
export type ImportWorkValues = z.infer<typeof importWorkValuesSchema>;
export type WorkValueField = keyof ImportWorkValues;
export interface WorkRowError {
  field: WorkValueField;
  message: string;
}

// Only open work is imported: a quote still to be won, a job still to be done or paid.
export const IMPORT_QUOTE_STATUSES = ['draft', 'sent', 'approved'] as const;
export const IMPORT_JOB_STATUSES = ['unscheduled', 'scheduled', 'in_progress', 'paused', 'completed'] as const;
type QuoteStatus = (typeof IMPORT_QUOTE_STATUSES)[number];
type JobStatus = (typeof IMPORT_JOB_STATUSES)[number];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_.-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const KINDS: Record<string, 'quote' | 'job'> = {
  quote: 'quote', quotes: 'quote', estimate: 'quote', estimates: 'quote', bid: 'quote', proposal: 'quote', cotizacion: 'quote', presupuesto: 'quote', estimado: 'quote',
  job: 'job', jobs: 'job', 'work order': 'job', project: 'job', trabajo: 'job', proyecto: 'job', obra: 'job', 'orden de trabajo': 'job',
};

// Status words of other tools (Jobber, Housecall Pro, spreadsheets) in English and Spanish, to Picket's codes.
const STATUSES: Record<string, QuoteStatus | JobStatus | 'closed'> = {
  draft: 'draft', borrador: 'draft',
  sent: 'sent', 'awaiting response': 'sent', 'awaiting approval': 'sent', pending: 'sent', open: 'sent', outstanding: 'sent', enviada: 'sent', enviado: 'sent', pendiente: 'sent',
  approved: 'approved', accepted: 'approved', won: 'approved', aprobada: 'approved', aprobado: 'approved', aceptada: 'approved', aceptado: 'approved',
  unscheduled: 'unscheduled', 'not scheduled': 'unscheduled', 'requires scheduling': 'unscheduled', 'sin programar': 'unscheduled', 'por programar': 'unscheduled',
  scheduled: 'scheduled', upcoming: 'scheduled', programado: 'scheduled', programada: 'scheduled', agendado: 'scheduled',
  'in progress': 'in_progress', active: 'in_progress', started: 'in_progress', 'en curso': 'in_progress', 'en progreso': 'in_progress', 'en proceso': 'in_progress',
  paused: 'paused', 'on hold': 'paused', 'en pausa': 'paused', pausado: 'paused',
  completed: 'completed', complete: 'completed', done: 'completed', finished: 'completed', 'requires invoicing': 'completed', terminado: 'completed', completado: 'completed', terminada: 'completed',
  lost: 'closed', declined: 'closed', rejected: 'closed', archived: 'closed', cancelled: 'closed', canceled: 'closed', perdida: 'closed', rechazada: 'closed', cancelado: 'closed', cancelada: 'closed',
};

const isQuoteStatus = (s: string): s is QuoteStatus => (IMPORT_QUOTE_STATUSES as readonly string[]).includes(s);
const isJobStatus = (s: string): s is JobStatus => (IMPORT_JOB_STATUSES as readonly string[]).includes(s);

/** "2026-05-31", "5/31/2026", "05/31/26" (US order) → ISO; null when not a real date. */
export function parseImportDate(text: string): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(t);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [m, d, y] = [Number(us[1]), Number(us[2]), us[3].length === 2 ? 2000 + Number(us[3]) : Number(us[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1990 || y > 2100) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export type MilestoneKind = 'deposit' | 'materials' | 'progress' | 'final' | 'custom';
export interface ImportMilestone {
  name: string;
  amountCents: Cents;
  dueDate: string | null;
  milestoneType: MilestoneKind;
}

const milestoneTypeOf = (name: string): MilestoneKind => {
  const f = fold(name);
  if (/deposit|deposito|anticipo/.test(f)) return 'deposit';
  if (/material/.test(f)) return 'materials';
  if (/final|balance|saldo/.test(f)) return 'final';
  if (/progress|avance|progreso/.test(f)) return 'progress';
  return 'custom';
};

const defaultMilestoneName = (i: number, n: number) => (n === 1 ? 'Final' : i === 0 ? 'Deposit' : i === n - 1 ? 'Final' : `Progress ${i}`);

/**
 * "Deposit: 500 (2026-12-01); Final: $1,500" — parts split by ";" or "|", each an optional name and colon, a dollar
 * amount and an optional due date in brackets. Unnamed parts are Deposit, Progress 1…, Final. null when a part is not
 * one of these.
 */
export function parseMilestones(text: string): ImportMilestone[] | null {
  const parts = text.split(/[;|]/).map((p) => p.trim()).filter(Boolean);
  const out: ImportMilestone[] = [];
  for (const [i, part] of parts.entries()) {
    const m = /^(?:([^:=]+?)\s*[:=]\s*)?([^()]+?)\s*(?:\(\s*(?:due\s+|vence\s+)?([^()]+?)\s*\))?$/i.exec(part);
    if (!m) return null;
    const amountCents = parseDollars(m[2]);
    const dueDate = m[3] ? parseImportDate(m[3]) : null;
    if (amountCents === null || (m[3] && !dueDate)) return null;
    const name = m[1] ? tidySpaces(m[1]).slice(0, 100) : defaultMilestoneName(i, parts.length);
    out.push({ name, amountCents, dueDate, milestoneType: milestoneTypeOf(name) });
  }
  return out;
}

const formatMilestones = (list: ImportMilestone[]) => list.map((m) => `${m.name}: ${centsToPlainDollars(m.amountCents)}${m.dueDate ? ` (${m.dueDate})` : ''}`).join('; ');

const cell = (cells: string[], mapping: WorkColumnMapping, field: WorkImportField) => {
  const index = mapping[field];
  return index === null || index === undefined ? '' : tidySpaces(cells[index] ?? '');
};

/** The row's values through the mapping, normalised. */
export function workRowValues(cells: string[], mapping: WorkColumnMapping): ImportWorkValues {
  const values = Object.fromEntries(WORK_IMPORT_FIELDS.map((f) => [f, cell(cells, mapping, f)])) as ImportWorkValues;
  values.notes = mapping.notes === null ? '' : (cells[mapping.notes] ?? '').trim();
  return normaliseWorkValues(values);
}

const money = (text: string) => {
  const cents = parseDollars(text);
  return cents === null ? tidySpaces(text) : centsToPlainDollars(cents);
};
const dateText = (text: string) => parseImportDate(text) ?? tidySpaces(text);

/** The certain clean-ups, also applied to a row fixed in place. */
export function normaliseWorkValues(v: ImportWorkValues): ImportWorkValues {
  const mapped = STATUSES[fold(v.status)];
  // A closed status (lost, cancelled) keeps its words: the review says such rows are not imported.
  const status: string = mapped && mapped !== 'closed' ? mapped : tidySpaces(v.status);
  let kind: string = KINDS[fold(v.kind)] ?? tidySpaces(v.kind);
  // No type given: a status only quotes have (or only jobs have) says which it is.
  if (kind === '' && isQuoteStatus(status)) kind = 'quote';
  if (kind === '' && isJobStatus(status)) kind = 'job';
  const milestones = v.milestones.trim() === '' ? '' : (() => {
    const parsed = parseMilestones(v.milestones);
    return parsed ? formatMilestones(parsed) : tidySpaces(v.milestones);
  })();
  return {
    kind,
    customer: tidySpaces(v.customer),
    customerEmail: tidySpaces(v.customerEmail).toLowerCase(),
    customerPhone: v.customerPhone.trim() === '' ? '' : normalisePhone(v.customerPhone),
    title: tidySpaces(v.title),
    reference: tidySpaces(v.reference).replace(/^#\s*/, ''),
    amount: v.amount.trim() === '' ? '' : money(v.amount),
    paid: v.paid.trim() === '' ? '' : money(v.paid),
    status,
    date: v.date.trim() === '' ? '' : dateText(v.date),
    scheduledDate: v.scheduledDate.trim() === '' ? '' : dateText(v.scheduledDate),
    milestones,
    notes: v.notes.trim(),
  };
}

// Messages. SPEC §5 words where SPEC has them ("Please select a customer", "Required"); new ones in the same voice.
export const WORK_MESSAGES = {
  kind: 'Type must be quote or job',
  customer: 'Please select a customer',
  amountRequired: 'Required',
  amount: 'Amount must be a dollar amount, e.g. 1250.00',
  paidTooMuch: 'Paid cannot be more than the amount',
  status: 'Status must be draft, sent or approved for a quote; unscheduled, scheduled, in progress, paused or completed for a job',
  closed: 'Only open quotes and jobs can be imported',
  date: 'Date must look like 2026-05-31 or 5/31/2026',
  milestones: 'Milestones must look like Deposit: 500; Final: 1500 (2026-06-30)',
  milestonesSum: 'Milestones must add up to the amount',
  jobOnly: 'Milestones and payments belong to a job: set the type to job',
  title: 'Title must be 200 characters or less',
  email: 'Invalid email address',
  phone: 'Please enter a valid 10-digit phone number',
  noMatch: 'No customer matches this name, email or phone: import the customer first',
  ambiguous: 'More than one customer has this name: add their email or phone',
} as const;

const FIELD_ORDER: WorkValueField[] = ['kind', 'customer', 'customerEmail', 'customerPhone', 'title', 'reference', 'amount', 'paid', 'status', 'date', 'scheduledDate', 'milestones', 'notes'];

/** What the run stores for a valid row. */
export interface ParsedWork {
  kind: 'quote' | 'job';
  status: QuoteStatus | JobStatus;
  amountCents: Cents;
  paidCents: Cents;
  date: string | null;
  scheduledDate: string | null;
  milestones: ImportMilestone[];
}

/** Every problem of the row at once (the customer match aside), and what it would store when there is none. */
export function validateWorkValues(v: ImportWorkValues): { errors: WorkRowError[]; parsed: ParsedWork | null } {
  const errors: WorkRowError[] = [];
  const add = (field: WorkValueField, message: string) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  const kind = v.kind === 'quote' || v.kind === 'job' ? v.kind : null;
  if (!kind) add('kind', WORK_MESSAGES.kind);
  if (!v.customer && !v.customerEmail && !v.customerPhone) add('customer', WORK_MESSAGES.customer);
  if (v.customerEmail && !z.email().safeParse(v.customerEmail).success) add('customerEmail', WORK_MESSAGES.email);
  if (v.customerPhone && phoneDigits(v.customerPhone).length !== 10) add('customerPhone', WORK_MESSAGES.phone);
  if (v.title.length > 200) add('title', WORK_MESSAGES.title);
  const amountCents = v.amount === '' ? null : parseDollars(v.amount);
  if (v.amount === '') add('amount', WORK_MESSAGES.amountRequired);
  else if (amountCents === null) add('amount', WORK_MESSAGES.amount);
  const paidCents = v.paid === '' ? 0 : parseDollars(v.paid);
  if (paidCents === null) add('paid', WORK_MESSAGES.amount);
  else if (amountCents !== null && paidCents > amountCents) add('paid', WORK_MESSAGES.paidTooMuch);
  const status = v.status === '' ? (kind === 'quote' ? 'sent' : v.scheduledDate ? 'scheduled' : 'unscheduled') : v.status;
  if (STATUSES[fold(status)] === 'closed') add('status', WORK_MESSAGES.closed);
  else if (kind === 'quote' ? !isQuoteStatus(status) : kind === 'job' ? !isJobStatus(status) : !isQuoteStatus(status) && !isJobStatus(status)) add('status', WORK_MESSAGES.status);
  const date = v.date === '' ? null : parseImportDate(v.date);
  if (v.date !== '' && !date) add('date', WORK_MESSAGES.date);
  const scheduledDate = v.scheduledDate === '' ? null : parseImportDate(v.scheduledDate);
  if (v.scheduledDate !== '' && !scheduledDate) add('scheduledDate', WORK_MESSAGES.date);
  const milestones = v.milestones === '' ? [] : parseMilestones(v.milestones);
  if (!milestones) add('milestones', WORK_MESSAGES.milestones);
  else if (milestones.length > 0 && amountCents !== null && milestones.reduce((a, m) => a + m.amountCents, 0) !== amountCents) add('milestones', WORK_MESSAGES.milestonesSum);
  if (kind === 'quote' && (v.milestones !== '' || (paidCents !== null && paidCents > 0))) add(v.milestones !== '' ? 'milestones' : 'paid', WORK_MESSAGES.jobOnly);
  errors.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
  if (errors.length > 0 || !kind || amountCents === null || paidCents === null || !milestones) return { errors, parsed: null };
  return { errors, parsed: { kind, status: status as QuoteStatus | JobStatus, amountCents, paidCents, date, scheduledDate, milestones } };
}

/** The contractor's active customers, as the matcher needs them. */
export interface CustomerIndex {
  byEmail: Map<string, { id: string; name: string }>;
  byPhone: Map<string, { id: string; name: string }>;
  /** Folded full name → every customer with it. */
  byName: Map<string, { id: string; name: string }[]>;
}

export const foldName = (name: string) => fold(name).replace(/[^a-z0-9 ]/g, '');

/**
 * The row's customer: by email first, then by phone (10 digits), then by name (accents, case and punctuation
 * ignored) when exactly one customer has it. No match is a problem of the row (it is skipped unless fixed): a quote or
 * job is never given a customer by guess, nor does the import invent one; import the customers first.
 */
export function matchCustomer(v: ImportWorkValues, index: CustomerIndex): { customer: { id: string; name: string } | null; error: WorkRowError | null } {
  const byEmail = v.customerEmail ? index.byEmail.get(v.customerEmail) : undefined;
  if (byEmail) return { customer: byEmail, error: null };
  const digits = phoneDigits(v.customerPhone);
  const byPhone = digits.length === 10 ? index.byPhone.get(digits) : undefined;
  if (byPhone) return { customer: byPhone, error: null };
  const named = v.customer ? (index.byName.get(foldName(v.customer)) ?? []) : [];
  if (named.length === 1) return { customer: named[0], error: null };
  if (named.length > 1) return { customer: null, error: { field: 'customer', message: WORK_MESSAGES.ambiguous } };
  return { customer: null, error: { field: 'customer', message: WORK_MESSAGES.noMatch } };
}
