// What the inbound queue's jobs do on the CRM, through the contractor's connection (ghlClientFor): campaign texts
// (POST /conversations/messages, type SMS) after a do-not-disturb check, and a routed lead's actions (assign, tags,
// an opportunity in the rule's pipeline). Null when the contractor is not connected: the job records "not_connected".
import type { GhlSetup } from '../../../integrations/clients';
import type { Db } from '../../../db/connection';
import type { GhlClient } from '../../../integrations/ghl/ghl-client';
import type { GhlContact } from '../../../integrations/ghl/ghl-types';
import { ghlClientFor } from '../connection/ghl-connection';
import type { CrmLeadActions, LeadActionsFor } from '../lead-rules/lead-assignment-delivery';
import type { CrmMessenger, MessengerFor } from '../campaigns/sms-campaign-delivery';

/** A channel's DND status that blocks it: HighLevel's DndSettingSchema has `active`, `inactive` and `permanent`
 * (a homeowner who opted out for good); only `inactive` (or no setting) lets a text through. */
const BLOCKING_DND_STATUSES = new Set(['active', 'permanent']);

/** HighLevel's do-not-disturb: all channels (`dnd`) or the SMS channel's own setting, active or permanent. */
export function contactBlocksSms(contact: Pick<GhlContact, 'dnd' | 'dndSettings'>): boolean {
  if (contact.dnd) return true;
  const status = contact.dndSettings?.SMS?.status;
  return status !== undefined && BLOCKING_DND_STATUSES.has(status.toLowerCase());
}

export function crmMessenger(client: GhlClient): CrmMessenger {
  return {
    async contactDoNotDisturb(contactId) {
      return contactBlocksSms(await client.getContact(contactId));
    },
    async sendSms(input) {
      const sent = await client.sendSms(input);
      return { messageId: sent.messageId ?? null };
    },
  };
}

export function crmLeadActions(client: GhlClient): CrmLeadActions {
  return {
    async assignContact(contactId, userId) {
      await client.updateContact(contactId, { assignedTo: userId });
    },
    async addContactTags(contactId, tags) {
      // Adds to what the contact has (upsert would replace every tag).
      await client.addContactTags(contactId, tags);
    },
    async openOpportunity(input) {
      // A retried job finds the opportunity its first run opened instead of opening a second.
      const existing = (await client.searchOpportunities({ contactId: input.contactId, pipelineId: input.pipelineId }))[0];
      await client.upsertOpportunity({
        ...(existing ? { id: existing.id } : {}),
        pipelineId: input.pipelineId,
        pipelineStageId: existing ? existing.pipelineStageId : input.stageId,
        contactId: input.contactId,
        name: existing?.name ?? input.name,
        status: existing?.status ?? 'open',
        ...(input.assignedTo ? { assignedTo: input.assignedTo } : {}),
      });
    },
  };
}

export function crmMessengerFor(ghl: GhlSetup): MessengerFor {
  return async (db: Db, contractorId: string) => {
    const client = await ghlClientFor(db, ghl, contractorId);
    return client ? crmMessenger(client) : null;
  };
}

export function crmLeadActionsFor(ghl: GhlSetup): LeadActionsFor {
  return async (db: Db, contractorId: string) => {
    const client = await ghlClientFor(db, ghl, contractorId);
    return client ? crmLeadActions(client) : null;
  };
}
