// The Picket fields a contractor can send to a CRM custom field, with their kind (how a value is formatted by default).
export type PicketFieldKind = 'text' | 'number' | 'money' | 'date';

export const picketFields = {
  'customer.firstName': 'text',
  'customer.lastName': 'text',
  'customer.fullName': 'text',
  'customer.email': 'text',
  'customer.phone': 'text',
  'customer.address': 'text',
  'customer.city': 'text',
  'customer.state': 'text',
  'customer.zipCode': 'text',
  'customer.createdAt': 'date',
  'quote.number': 'number',
  'quote.status': 'text',
  'quote.total': 'money',
  'quote.deposit': 'money',
  'quote.fenceType': 'text',
  'quote.linearFeet': 'number',
  'quote.gates': 'number',
  'quote.link': 'text',
  'quote.sentAt': 'date',
  'quote.approvedAt': 'date',
  'job.number': 'text',
  'job.status': 'text',
  'job.scheduledDate': 'date',
} as const satisfies Record<string, PicketFieldKind>;

export type PicketField = keyof typeof picketFields;
export const picketFieldNames = Object.keys(picketFields) as PicketField[];

export function isPicketField(name: string): name is PicketField {
  return Object.hasOwn(picketFields, name);
}

/** A field's raw value: text as is, numbers as numbers, money in integer cents, dates as ISO strings; null when absent. */
export type PicketFieldValue = string | number | null;
export type PicketFieldValues = Partial<Record<PicketField, PicketFieldValue>>;
