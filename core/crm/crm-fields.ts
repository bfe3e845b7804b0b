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

/** A made-up customer, quote and job, for showing what a format rule does before it is saved. */
export const sampleFieldValues: Required<PicketFieldValues> = {
  'customer.firstName': 'Ana',
  'customer.lastName': 'López',
  'customer.fullName': 'Ana López',
  'customer.email': 'ana.lopez@example.com',
  'customer.phone': '512-555-0142',
  'customer.address': '1204 Oak Hollow Dr',
  'customer.city': 'Round Rock',
  'customer.state': 'TX',
  'customer.zipCode': '78664',
  'customer.createdAt': '2025-03-02T15:20:00.000Z',
  'quote.number': 1042,
  'quote.status': 'sent',
  'quote.total': 1234550,
  'quote.deposit': 370365,
  'quote.fenceType': 'vinyl_privacy',
  'quote.linearFeet': 180,
  'quote.gates': 2,
  'quote.link': 'https://picket.example/customer/quote/Qx7-sample/view',
  'quote.sentAt': '2025-03-15T16:30:00.000Z',
  'quote.approvedAt': '2025-03-18T21:05:00.000Z',
  'job.number': '42',
  'job.status': 'scheduled',
  'job.scheduledDate': '2025-04-02',
};
