// One contract for the Add New Customer form and POST /api/homeowners (CONVENTIONS habit 1; SPEC §5 messages).
import { z } from 'zod';
import { formatPhone, isValidUsPhone } from './phone';
import { whenFieldsValid } from '../validation/when-fields-valid';

const MAX_TEXT = 'Must be 100 characters or less';

const required = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, MAX_TEXT);

// SPEC §5 field rules, shared by create and update.
export const customerFields = {
  firstName: required('First name is required'),
  lastName: required('Last name is required'),
  // SPEC §5: "Invalid email address"; an empty email is invalid too (the form always asks for one).
  email: z.string({ error: 'Invalid email address' }).trim().toLowerCase().pipe(z.email({ error: 'Invalid email address' }).max(254, 'Invalid email address')),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, { error: 'Phone number is required', abort: true })
    .refine(isValidUsPhone, { error: 'Please enter a valid 10-digit phone number', abort: true })
    .transform(formatPhone),
  address: required('Address is required', 200),
  city: required('City is required'),
  // SPEC §5: exactly 2 characters, upper-cased.
  state: z
    .string({ error: 'State must be 2 characters (e.g., CA, NY)' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'State must be 2 characters (e.g., CA, NY)'),
  // SPEC §5: exactly 5 digits.
  zipCode: z.string({ error: 'ZIP code must be 5 digits' }).trim().regex(/^\d{5}$/, 'ZIP code must be 5 digits'),
};

export const notesField = z.string().trim().max(2000, 'Notes must be 2000 characters or less');

/** The Add New Customer form (SPEC §2): exactly the eight fields. */
export const newCustomerSchema = z.object(customerFields);
export type NewCustomerInput = z.input<typeof newCustomerSchema>;
export type NewCustomer = z.output<typeof newCustomerSchema>;

/** POST /api/homeowners body: the form plus the duplicate override and optional notes. */
export const createCustomerBodySchema = newCustomerSchema.extend({
  notes: notesField.optional(),
  // Duplicate detection answers 409 unless the contractor confirms they mean a second record.
  allowDuplicate: z.boolean().optional(),
});
export type CreateCustomerBody = z.output<typeof createCustomerBodySchema>;

/** PATCH /api/homeowners/{id}: any subset of the fields, same messages. */
export const updateCustomerBodySchema = z
  .object({ ...customerFields, notes: notesField.nullable() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' });
export type UpdateCustomerBody = z.output<typeof updateCustomerBodySchema>;

/**
 * The list's orders (issue 26 item 5): date added, last activity (the latest change to the customer, their quotes or
 * jobs) and open balance (what their jobs still owe), plus name and city. `-` is descending.
 */
export const CUSTOMER_SORTS = ['-createdAt', 'createdAt', '-lastActivity', 'lastActivity', '-openBalance', 'openBalance', 'name', '-name', 'city', '-city'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/**
 * Where a customer stands: `lead` (no quote and no job yet), `quoted` (a quote that is not lost, no job), `job` (at
 * least one job that is not cancelled).
 */
export const CUSTOMER_STATUSES = ['lead', 'quoted', 'job'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** Sorts whose keyset key is a whole number (microseconds since 1970, or cents); the others are text. */
export const NUMERIC_SORT_KEYS = new Set(['createdAt', 'lastActivity', 'openBalance']);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (message: string) =>
  z
    .string()
    .regex(DAY, message)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), message);

export const TAG_MAX = 40;
/** One tag as a contractor types it: trimmed, 1–40 characters. */
export const tagSchema = z
  .string({ error: 'Tag is required' })
  .trim()
  .min(1, { error: 'Tag is required', abort: true })
  .max(TAG_MAX, `Tag must be ${TAG_MAX} characters or less`);

/**
 * GET /api/homeowners query string. Keyset pages: `cursor` is the `nextCursor` of the page before (the last row's
 * id, a dot, then its sort key), so page 80 of 2,000 customers costs what page 1 does.
 */
export const customerListQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    cursor: z
      .string()
      .max(300, 'Invalid cursor')
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\./i, 'Invalid cursor')
      .optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z.enum(CUSTOMER_SORTS).default('-createdAt'),
    /** true: the archived customers (deleted while they had quotes or jobs) instead of the active ones. */
    archived: z.stringbool().default(false),
    status: z.enum(CUSTOMER_STATUSES).optional(),
    tag: tagSchema.optional(),
    /** Added on or after this day / on or before this day (YYYY-MM-DD, the contractor's time zone). */
    createdFrom: day('Invalid date').optional(),
    createdTo: day('Invalid date').optional(),
    /** true: only customers whose jobs still owe money. */
    openBalance: z.stringbool().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.cursor && NUMERIC_SORT_KEYS.has(v.sort.replace('-', '')) && !/^-?\d{1,18}$/.test(v.cursor.slice(37))) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'Invalid cursor' });
    }
    if (v.createdFrom && v.createdTo && v.createdFrom > v.createdTo) {
      ctx.addIssue({ code: 'custom', path: ['createdTo'], message: 'End date must be on or after the start date' });
    }
  });
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/**
 * GET /api/contractors/{id}/homeowners query string. SPEC §7 calls it without one (the whole list); a customer picker
 * narrows it: `q` matches like the list search (best names first), `limit` caps the answer (newest first without `q`).
 */
export const contractorHomeownersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type ContractorHomeownersQuery = z.output<typeof contractorHomeownersQuerySchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** POST /api/homeowners/{id}/schedule-visit (SPEC §7 payload; §9 default times 09:00 to 17:00). */
export const scheduleVisitSchema = z
  .object({
    scheduledDate: z
      .string({ error: 'Date is required' })
      .min(1, { error: 'Date is required', abort: true })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'Invalid date'),
    scheduledStartTime: z.string().regex(TIME, 'Time must be HH:MM').default('09:00'),
    scheduledEndTime: z.string().regex(TIME, 'Time must be HH:MM').default('17:00'),
    isAnytime: z.boolean().default(false),
    notes: notesField.optional(),
  })
  .refine((v) => v.isAnytime || v.scheduledEndTime.slice(0, 5) > v.scheduledStartTime.slice(0, 5), {
    error: 'End time must be after start time',
    path: ['scheduledEndTime'],
    ...whenFieldsValid('isAnytime', 'scheduledStartTime', 'scheduledEndTime'),
  });
export type ScheduleVisitInput = z.input<typeof scheduleVisitSchema>;
export type ScheduleVisit = z.output<typeof scheduleVisitSchema>;

/** The homeowner as the API returns it (plain values; the database holds ciphertext). */
export const customerSchema = z.object({
  id: z.string(),
  contractorId: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  notes: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Customer = z.output<typeof customerSchema>;

/** A row of the /customers list: the customer plus what the list shows and sorts by. */
export const customerListItemSchema = customerSchema.extend({
  tags: z.array(z.string()),
  imported: z.boolean(),
  status: z.enum(CUSTOMER_STATUSES),
  openBalanceCents: z.number().int(),
  lastActivityAt: z.string(),
});
export type CustomerListItem = z.output<typeof customerListItemSchema>;

/** One keyset page; `nextCursor` is null on the last page, `total` counts every match of the filters. */
export const customerPageSchema = z.object({ items: z.array(customerListItemSchema), total: z.number(), pageSize: z.number(), nextCursor: z.string().nullable() });
export type CustomerPage = z.output<typeof customerPageSchema>;

const visitSchema = z.object({
  id: z.string(),
  title: z.string(),
  eventType: z.string(),
  status: z.string(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  isAnytime: z.boolean(),
});

/** A customer page's history: their quotes, jobs and visits. */
export const customerActivitySchema = z.object({
  quotes: z.array(z.object({ id: z.string(), quoteNumber: z.number(), status: z.string(), totalCents: z.number(), createdAt: z.string() })),
  jobs: z.array(z.object({ id: z.string(), jobNumber: z.string(), name: z.string(), status: z.string(), scheduledDate: z.string().nullable() })),
  visits: z.array(visitSchema.extend({ description: z.string().nullable() })),
});

export const scheduledVisitSchema = visitSchema.extend({ linkedHomeownerId: z.string().nullable() });

/** 409 body when a customer with the same email or phone exists (DESIGN §3 `hash`). */

export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/** The edit dialog: the eight fields plus notes. */
export const editCustomerSchema = newCustomerSchema.extend({ notes: notesField });
export type EditCustomerInput = z.input<typeof editCustomerSchema>;
export type EditCustomer = z.output<typeof editCustomerSchema>;

const MAX_BULK = 500;
const bulkIds = z
  .array(z.guid({ error: 'Invalid customer id' }), { error: 'Choose at least one customer' })
  .min(1, 'Choose at least one customer')
  .max(MAX_BULK, `At most ${MAX_BULK} customers at once`);

/** POST /api/homeowners/bulk-tag: add (or with `remove`, take away) one tag on the chosen customers. */
export const bulkTagBodySchema = z.object({ ids: bulkIds, tag: tagSchema, remove: z.boolean().default(false) });
export type BulkTagBody = z.input<typeof bulkTagBodySchema>;

/** POST /api/homeowners/bulk-archive: the chosen customers leave the list (kept with their history, restorable). */
export const bulkArchiveBodySchema = z.object({ ids: bulkIds });
export type BulkArchiveBody = z.input<typeof bulkArchiveBodySchema>;

/** How many of the chosen customers changed (another contractor's ids and ones already so are not counted). */
export const bulkResultSchema = z.object({ updated: z.number().int() });

/** The contractor's tags with how many active customers carry each, for the list's tag filter. */
export const customerTagsSchema = z.array(z.object({ tag: z.string(), count: z.number().int() }));
