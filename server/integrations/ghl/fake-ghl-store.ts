// The local fake CRM's data: locations with their contacts, opportunities, pipelines, custom fields, users and
// messages, kept in memory, with GoHighLevel's matching rules (a contact upsert finds the location's contact by email
// or phone; an opportunity upsert without id finds the contact's opportunity in that pipeline unless the location
// allows duplicates). Every change is announced to listeners (the webhook sender hangs off these).
import crypto from 'node:crypto';
import type { GhlContact, GhlCustomField, GhlOpportunity, GhlOpportunityStatus, GhlPipeline, GhlUser } from './ghl-types';

export interface FakeLocation {
  id: string;
  name: string;
  companyId: string;
  timezone: string;
  allowDuplicateOpportunities: boolean;
}

export interface FakeMessage {
  id: string;
  conversationId: string;
  locationId: string;
  contactId: string;
  type: 'SMS';
  direction: 'outbound' | 'inbound';
  message: string;
  dateAdded: string;
}

export interface FakeNote {
  id: string;
  contactId: string;
  body: string;
  userId?: string;
  dateAdded: string;
}

export type FakeGhlEventType =
  | 'ContactCreate'
  | 'ContactUpdate'
  | 'ContactTagUpdate'
  | 'ContactDndUpdate'
  | 'OpportunityCreate'
  | 'OpportunityUpdate'
  | 'OpportunityStageUpdate'
  | 'OpportunityStatusUpdate'
  | 'OpportunityMonetaryValueUpdate'
  | 'OutboundMessage'
  | 'InboundMessage';

/** A change in the fake, as GoHighLevel would announce it; `data` is the entity after the change. */
export interface FakeGhlEvent {
  type: FakeGhlEventType;
  locationId: string;
  data: Record<string, unknown>;
}
export type FakeGhlListener = (event: FakeGhlEvent) => void;

/** GoHighLevel-looking ids: 20 letters and digits. */
export function fakeGhlId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...crypto.randomBytes(20)].map((b) => alphabet[b % alphabet.length]).join('');
}

const now = () => new Date().toISOString();
const digits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
/** As GoHighLevel stores a phone: E.164 when it can read one (a US number, or + and a country code), else as sent. */
const e164 = (phone: string) => {
  const d = digits(phone);
  if (d.length === 10) return `+1${d}`;
  const all = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') && all.length >= 8 && all.length <= 15 ? `+${all}` : phone;
};

/** HighLevel's DndSettingSchema: per channel, `active`, `inactive` or `permanent` (opted out for good). */
export const DND_CHANNELS = ['Call', 'Email', 'SMS', 'WhatsApp', 'GMB', 'FB'] as const;
export const DND_STATUSES = ['active', 'inactive', 'permanent'] as const;
export type DndChannel = (typeof DND_CHANNELS)[number];
export type DndStatus = (typeof DND_STATUSES)[number];
export const dndBlocks = (contact: GhlContact, channel: DndChannel) => Boolean(contact.dnd) || ['active', 'permanent'].includes(contact.dndSettings?.[channel]?.status ?? '');

type CustomFieldInput = { id?: string; key?: string; field_value?: unknown; value?: unknown };
export type ContactFields = Partial<Omit<GhlContact, 'id' | 'locationId' | 'customFields'>> & { customFields?: CustomFieldInput[] };

export class FakeGhlStore {
  readonly locations = new Map<string, FakeLocation>();
  readonly contacts = new Map<string, GhlContact>();
  readonly opportunities = new Map<string, GhlOpportunity>();
  readonly pipelines = new Map<string, GhlPipeline[]>();
  readonly customFields = new Map<string, GhlCustomField[]>();
  readonly users = new Map<string, GhlUser[]>();
  readonly messages: FakeMessage[] = [];
  readonly notes: FakeNote[] = [];
  private readonly listeners = new Set<FakeGhlListener>();

  onChange(listener: FakeGhlListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(type: FakeGhlEventType, locationId: string, data: object) {
    for (const listener of this.listeners) listener({ type, locationId, data: structuredClone(data) as Record<string, unknown> });
  }

  /** A location as a fence contractor would have it: a sales pipeline, a few custom fields, two team members. */
  createLocation(input: { id?: string; name: string; allowDuplicateOpportunities?: boolean }): FakeLocation {
    const location: FakeLocation = {
      id: input.id ?? fakeGhlId(),
      name: input.name,
      companyId: 'fakeCompany0000000001',
      timezone: 'America/Chicago',
      allowDuplicateOpportunities: input.allowDuplicateOpportunities ?? false,
    };
    this.locations.set(location.id, location);
    const stage = (name: string, position: number) => ({ id: crypto.randomUUID(), name, position });
    this.pipelines.set(location.id, [
      {
        id: fakeGhlId(),
        name: 'Fence Sales',
        locationId: location.id,
        stages: [
          stage('New Lead', 0),
          stage('Estimate Sent', 1),
          stage('Estimate Viewed', 2),
          stage('Won - Approved', 3),
          stage('Install Scheduled', 4),
          stage('Installed', 5),
          stage('Lost', 6),
        ],
      },
      { id: fakeGhlId(), name: 'Repairs', locationId: location.id, stages: [stage('Request', 0), stage('Visit Booked', 1), stage('Done', 2)] },
    ]);
    const field = (name: string, fieldKey: string, dataType: string, model: 'contact' | 'opportunity', position: number): GhlCustomField => ({
      id: fakeGhlId(),
      name,
      fieldKey,
      dataType,
      model,
      position,
    });
    this.customFields.set(location.id, [
      field('Fence Type', 'contact.fence_type', 'TEXT', 'contact', 0),
      field('Latest Quote Total', 'contact.latest_quote_total', 'MONETORY', 'contact', 1),
      field('Quote Link', 'contact.quote_link', 'TEXT', 'contact', 2),
      field('Install Date', 'contact.install_date', 'DATE', 'contact', 3),
      field('Linear Feet', 'opportunity.linear_feet', 'NUMERICAL', 'opportunity', 0),
      field('Quote Number', 'opportunity.quote_number', 'TEXT', 'opportunity', 1),
    ]);
    this.users.set(location.id, [
      { id: fakeGhlId(), name: 'Dana Reyes', firstName: 'Dana', lastName: 'Reyes', email: 'dana@fence.example' },
      { id: fakeGhlId(), name: 'Sam Ortiz', firstName: 'Sam', lastName: 'Ortiz', email: 'sam@fence.example' },
    ]);
    return location;
  }

  contactsOf(locationId: string): GhlContact[] {
    return [...this.contacts.values()].filter((c) => c.locationId === locationId);
  }

  opportunitiesOf(locationId: string): GhlOpportunity[] {
    return [...this.opportunities.values()].filter((o) => o.locationId === locationId);
  }

  /** GET /contacts/search/duplicate: email first, then phone. */
  findDuplicate(locationId: string, by: { email?: string | null; phone?: string | null }): GhlContact | null {
    const contacts = this.contactsOf(locationId);
    const email = by.email?.trim().toLowerCase();
    if (email) {
      const hit = contacts.find((c) => c.email?.toLowerCase() === email);
      if (hit) return hit;
    }
    const phone = digits(by.phone);
    if (phone) return contacts.find((c) => digits(c.phone) === phone) ?? null;
    return null;
  }

  private applyContactFields(contact: GhlContact, fields: ContactFields) {
    const { customFields, ...plain } = fields;
    for (const [k, v] of Object.entries(plain)) if (v !== undefined) (contact as unknown as Record<string, unknown>)[k] = v;
    if (fields.email) contact.email = fields.email.trim().toLowerCase();
    if (fields.phone) contact.phone = e164(fields.phone);
    if (customFields) {
      const values = new Map((contact.customFields ?? []).map((f) => [f.id, f.value]));
      for (const f of customFields) {
        const def = this.fieldDefinition(contact.locationId, 'contact', f);
        if (def) values.set(def.id, f.field_value ?? f.value);
      }
      contact.customFields = [...values].map(([id, value]) => ({ id, value }));
    }
    contact.dateUpdated = now();
  }

  /** A custom field named by id or key, of that model (a contact's value never lands on an opportunity field). */
  private fieldDefinition(locationId: string, model: 'contact' | 'opportunity', f: CustomFieldInput): GhlCustomField | undefined {
    return (this.customFields.get(locationId) ?? []).find((d) => d.model === model && (d.id === f.id || d.fieldKey === f.key || d.fieldKey === `${model}.${f.key}`));
  }

  /** POST /contacts/upsert: the location's contact with this email or phone is updated, else one is created. */
  upsertContact(locationId: string, fields: ContactFields): { new: boolean; contact: GhlContact } {
    const existing = this.findDuplicate(locationId, { email: fields.email, phone: fields.phone });
    if (existing) {
      this.applyContactFields(existing, fields);
      this.emit('ContactUpdate', locationId, existing);
      return { new: false, contact: existing };
    }
    return { new: true, contact: this.createContact(locationId, fields) };
  }

  createContact(locationId: string, fields: ContactFields): GhlContact {
    const contact: GhlContact = { id: fakeGhlId(), locationId, tags: [], customFields: [], dnd: false, dateAdded: now() };
    this.applyContactFields(contact, fields);
    this.contacts.set(contact.id, contact);
    this.emit('ContactCreate', locationId, contact);
    return contact;
  }

  updateContact(contact: GhlContact, fields: ContactFields): GhlContact {
    this.applyContactFields(contact, fields);
    this.emit('ContactUpdate', contact.locationId, contact);
    return contact;
  }

  changeTags(contact: GhlContact, add: string[], remove: string[]): string[] {
    const tags = new Set(contact.tags ?? []);
    for (const t of add) tags.add(t);
    for (const t of remove) tags.delete(t);
    contact.tags = [...tags];
    contact.dateUpdated = now();
    this.emit('ContactTagUpdate', contact.locationId, contact);
    return contact.tags;
  }

  /** A channel's do-not-disturb changed (the contact replied STOP, or someone set it in the CRM). */
  setDnd(contact: GhlContact, channel: DndChannel, status: DndStatus, message = ''): GhlContact {
    contact.dndSettings = { ...contact.dndSettings, [channel]: { status, message, code: '' } };
    contact.dateUpdated = now();
    this.emit('ContactDndUpdate', contact.locationId, contact);
    return contact;
  }

  addNote(contact: GhlContact, body: string, userId?: string): FakeNote {
    const note = { id: fakeGhlId(), contactId: contact.id, body, userId, dateAdded: now() };
    this.notes.push(note);
    return note;
  }

  stageExists(locationId: string, pipelineId: string, stageId?: string): boolean {
    const pipeline = this.pipelines.get(locationId)?.find((p) => p.id === pipelineId);
    return Boolean(pipeline && (!stageId || pipeline.stages.some((s) => s.id === stageId)));
  }

  private firstStage(locationId: string, pipelineId: string): string {
    return this.pipelines.get(locationId)!.find((p) => p.id === pipelineId)!.stages[0].id;
  }

  /** Applies an update and announces what moved (stage, status, value), as GoHighLevel's webhooks do. */
  updateOpportunity(
    opportunity: GhlOpportunity,
    changes: Partial<Pick<GhlOpportunity, 'name' | 'pipelineId' | 'pipelineStageId' | 'status' | 'monetaryValue' | 'assignedTo'>> & { customFields?: CustomFieldInput[] },
  ): GhlOpportunity {
    const before = { ...opportunity };
    const { customFields, ...plain } = changes;
    for (const [k, v] of Object.entries(plain)) if (v !== undefined) (opportunity as unknown as Record<string, unknown>)[k] = v;
    if (customFields) {
      const values = new Map((opportunity.customFields ?? []).map((f) => [f.id, f.fieldValue]));
      for (const f of customFields) {
        const def = this.fieldDefinition(opportunity.locationId, 'opportunity', f);
        if (def) values.set(def.id, f.field_value ?? f.value);
      }
      opportunity.customFields = [...values].map(([id, fieldValue]) => ({ id, fieldValue }));
    }
    const at = now();
    opportunity.updatedAt = at;
    if (before.pipelineStageId !== opportunity.pipelineStageId) opportunity.lastStageChangeAt = at;
    if (before.status !== opportunity.status) opportunity.lastStatusChangeAt = at;
    if (before.pipelineStageId !== opportunity.pipelineStageId) this.emit('OpportunityStageUpdate', opportunity.locationId, opportunity);
    if (before.status !== opportunity.status) this.emit('OpportunityStatusUpdate', opportunity.locationId, opportunity);
    if (before.monetaryValue !== opportunity.monetaryValue) this.emit('OpportunityMonetaryValueUpdate', opportunity.locationId, opportunity);
    if (before.name !== opportunity.name || before.assignedTo !== opportunity.assignedTo) this.emit('OpportunityUpdate', opportunity.locationId, opportunity);
    return opportunity;
  }

  /** POST /opportunities/upsert. */
  upsertOpportunity(
    locationId: string,
    input: { id?: string; pipelineId: string; contactId: string; name?: string; pipelineStageId?: string; status?: GhlOpportunityStatus; monetaryValue?: number; assignedTo?: string },
  ): { new: boolean; opportunity: GhlOpportunity } {
    const location = this.locations.get(locationId)!;
    const existing = input.id
      ? this.opportunities.get(input.id)
      : location.allowDuplicateOpportunities
        ? undefined
        : this.opportunitiesOf(locationId).find((o) => o.contactId === input.contactId && o.pipelineId === input.pipelineId);
    if (existing) {
      const { id: _id, contactId: _c, ...changes } = input;
      return { new: false, opportunity: this.updateOpportunity(existing, changes) };
    }
    const at = now();
    const opportunity: GhlOpportunity = {
      id: fakeGhlId(),
      name: input.name ?? 'Opportunity',
      locationId,
      contactId: input.contactId,
      pipelineId: input.pipelineId,
      pipelineStageId: input.pipelineStageId ?? this.firstStage(locationId, input.pipelineId),
      status: input.status ?? 'open',
      monetaryValue: input.monetaryValue ?? 0,
      assignedTo: input.assignedTo ?? null,
      createdAt: at,
      updatedAt: at,
      lastStageChangeAt: at,
      lastStatusChangeAt: at,
    };
    this.opportunities.set(opportunity.id, opportunity);
    this.emit('OpportunityCreate', locationId, opportunity);
    return { new: true, opportunity };
  }

  sendMessage(contact: GhlContact, message: string, direction: 'outbound' | 'inbound' = 'outbound'): FakeMessage {
    const conversationId = this.messages.find((m) => m.contactId === contact.id)?.conversationId ?? fakeGhlId();
    const sent: FakeMessage = { id: fakeGhlId(), conversationId, locationId: contact.locationId, contactId: contact.id, type: 'SMS', direction, message, dateAdded: now() };
    this.messages.push(sent);
    this.emit(direction === 'outbound' ? 'OutboundMessage' : 'InboundMessage', contact.locationId, sent);
    // Carrier opt-out words: the SMS channel is closed for good.
    if (direction === 'inbound' && /^\s*(stop|unsubscribe|cancel|end|quit)\s*$/i.test(message)) this.setDnd(contact, 'SMS', 'permanent', 'Replied STOP');
    return sent;
  }
}
