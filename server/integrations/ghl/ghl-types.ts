// The GoHighLevel API v2 shapes Picket reads and writes (GoHighLevel/highlevel-api-docs: contacts, opportunities,
// locations, conversations, users, oauth), trimmed to the fields used.
export const GHL_DEFAULT_API_URL = 'https://services.leadconnectorhq.com';
export const GHL_DEFAULT_MARKETPLACE_URL = 'https://marketplace.gohighlevel.com';
/** The Version header: conversations have their own. */
export const GHL_VERSION = '2021-07-28';
export const GHL_CONVERSATIONS_VERSION = '2021-04-15';

export type GhlOpportunityStatus = 'open' | 'won' | 'lost' | 'abandoned';

export interface GhlLocation {
  id: string;
  name: string;
  companyId?: string;
  timezone?: string;
  email?: string;
  phone?: string;
}

/** A custom field value as sent: `id` (or `key`) and `field_value`. */
export interface GhlCustomFieldInput {
  id?: string;
  key?: string;
  field_value: string;
}

export interface GhlContactInput {
  firstName?: string;
  lastName?: string;
  name?: string;
  email?: string;
  phone?: string;
  address1?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
  source?: string;
  timezone?: string;
  /** Upsert replaces all tags with these; use addContactTags to add. */
  tags?: string[];
  customFields?: GhlCustomFieldInput[];
  assignedTo?: string;
}

export interface GhlContact {
  id: string;
  locationId: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  address1?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  source?: string | null;
  tags?: string[];
  assignedTo?: string | null;
  dnd?: boolean;
  dndSettings?: Record<string, { status: string; message?: string; code?: string }>;
  customFields?: { id: string; value: unknown }[];
  dateAdded?: string;
  dateUpdated?: string;
}

export interface GhlPipelineStage {
  id: string;
  name: string;
  position?: number;
}

export interface GhlPipeline {
  id: string;
  name: string;
  stages: GhlPipelineStage[];
  locationId?: string;
}

export interface GhlOpportunityInput {
  /** Upsert with an id updates that opportunity; without one the CRM creates or matches (its duplicate setting). */
  id?: string;
  pipelineId: string;
  contactId: string;
  name?: string;
  pipelineStageId?: string;
  status?: GhlOpportunityStatus;
  monetaryValue?: number;
  assignedTo?: string;
}

/** PUT /opportunities/{id}: the upsert's DTO has no customFields (GoHighLevel refuses them there); the update's has. */
export type GhlOpportunityUpdate = Partial<Omit<GhlOpportunityInput, 'id' | 'contactId'>> & { customFields?: GhlCustomFieldInput[] };

export interface GhlOpportunity {
  id: string;
  name: string;
  locationId: string;
  contactId: string;
  pipelineId: string;
  pipelineStageId: string;
  status: GhlOpportunityStatus;
  monetaryValue?: number;
  assignedTo?: string | null;
  lastStatusChangeAt?: string;
  lastStageChangeAt?: string;
  customFields?: { id: string; fieldValue: unknown }[];
  createdAt?: string;
  updatedAt?: string;
}

export interface GhlCustomField {
  id: string;
  name: string;
  fieldKey: string;
  dataType: string;
  model: 'contact' | 'opportunity';
  placeholder?: string;
  position?: number;
}

export interface GhlUser {
  id: string;
  name: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

export interface GhlSentMessage {
  conversationId: string;
  messageId: string;
}

/** POST /oauth/token's answer. */
export interface GhlTokenSet {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  locationId?: string;
  companyId?: string;
  userType?: string;
  scope?: string;
}
