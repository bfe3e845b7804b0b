// One imported sheet row → the customer it would store: cells picked by the mapping, normalised where the meaning is
// certain (normalise.ts), then checked with the SPEC §5 field rules and messages of the Add Customer form.
import { z } from 'zod';
import { customerFields, notesField } from '../customers/customer.schema';
import type { ColumnMapping, CustomerImportField } from './column-guess';
import { normalisePhone, normaliseState, normaliseZip, splitFullName, tidySpaces } from './normalise';

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** The values of one row as they will be stored (and as the preview shows and the fix-in-place form edits them). */
export const importCustomerValuesSchema = z.object({
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  email: z.string().max(300),
  phone: z.string().max(100),
  address: z.string().max(400),
  city: z.string().max(200),
  state: z.string().max(100),
  zipCode: z.string().max(50),
  notes: z.string().max(4000),
  tags: z.array(z.string().max(200)).max(100),
});
export type ImportCustomerValues = z.infer<typeof importCustomerValuesSchema>;
export type ImportValueField = keyof ImportCustomerValues;

export interface RowError {
  field: ImportValueField;
  message: string;
}

const cell = (cells: string[], mapping: ColumnMapping, field: CustomerImportField) => {
  const index = mapping[field];
  return index === null || index === undefined ? '' : tidySpaces(cells[index] ?? '');
};

export function splitTags(value: string): string[] {
  const seen = new Set<string>();
  for (const raw of value.split(/[,;|]/)) {
    const tag = tidySpaces(raw).slice(0, MAX_TAG_LENGTH);
    if (tag && ![...seen].some((t) => t.toLowerCase() === tag.toLowerCase())) seen.add(tag);
  }
  return [...seen].slice(0, MAX_TAGS);
}

/** The row's values through the mapping, normalised. */
export function rowValues(cells: string[], mapping: ColumnMapping): ImportCustomerValues {
  let firstName = cell(cells, mapping, 'firstName');
  let lastName = cell(cells, mapping, 'lastName');
  if (!firstName && !lastName) ({ firstName, lastName } = splitFullName(cell(cells, mapping, 'fullName')));
  const address2 = cell(cells, mapping, 'address2');
  const address = [cell(cells, mapping, 'address'), address2].filter(Boolean).join(', ');
  return normaliseValues({
    firstName,
    lastName,
    email: cell(cells, mapping, 'email'),
    phone: cell(cells, mapping, 'phone'),
    address,
    city: cell(cells, mapping, 'city'),
    state: cell(cells, mapping, 'state'),
    zipCode: cell(cells, mapping, 'zipCode'),
    notes: (mapping.notes === null ? '' : (cells[mapping.notes] ?? '')).trim(),
    tags: splitTags(cell(cells, mapping, 'tags')),
  });
}

/** The certain clean-ups, also applied to a row fixed in place. */
export function normaliseValues(v: ImportCustomerValues): ImportCustomerValues {
  return {
    firstName: tidySpaces(v.firstName),
    lastName: tidySpaces(v.lastName),
    email: tidySpaces(v.email).toLowerCase(),
    phone: normalisePhone(v.phone),
    address: tidySpaces(v.address),
    city: tidySpaces(v.city),
    state: normaliseState(v.state),
    zipCode: normaliseZip(v.zipCode),
    notes: v.notes.trim(),
    tags: splitTags(v.tags.join(',')),
  };
}

const rules = z.object({ ...customerFields, notes: notesField });
const FIELD_ORDER: ImportValueField[] = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'zipCode', 'notes', 'tags'];

/**
 * Every problem of the row at once, in the SPEC §5 words. A customer needs a way to be reached: a blank email is
 * accepted when the phone is there and a blank phone when the email is (old records often have only one); both
 * blank is "Phone number is required".
 */
export function validateImportValues(v: ImportCustomerValues): RowError[] {
  const input: Record<string, unknown> = { ...v };
  delete input.tags;
  if (v.email === '') input.email = 'nobody@example.com';
  if (v.phone === '' && v.email !== '') input.phone = '000-000-0000';
  const result = rules.safeParse(input);
  const errors: RowError[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ImportValueField;
      if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
    }
  }
  return errors.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
}
