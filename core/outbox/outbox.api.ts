// Issue 21 item 5: the outbox's API calls, one contract each (core/api/contract.ts).
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import { adminOutboxSchema, openedAccountMailSchema, outboxMessageSchema, outboxPageSchema } from './outbox.schema';

const tags = ['outbox'];

/** The signed-in contractor's own waiting and failed mail, newest first. */
export const listOutbox = defineContract({ method: 'GET', path: '/api/outbox', response: outboxPageSchema, tags });

/** One message of theirs with its body (private links shown masked); another contractor's message is not found. */
export const getOutboxMessage = defineContract({ method: 'GET', path: '/api/outbox/:id', params: idParams, response: outboxMessageSchema, tags });

/** Admin: waiting and failed mail counted per contractor, and account mail (invitations, resets) not yet sent. */
export const getAdminOutbox = defineContract({ method: 'GET', path: '/api/admin/outbox', response: adminOutboxSchema, tags });

/** Admin: one contractor's waiting and failed mail. */
export const listContractorOutbox = defineContract({ method: 'GET', path: '/api/admin/outbox/contractors/:id', params: idParams, response: outboxPageSchema, tags });

/** Admin: any contractor's message with its body (private links masked). */
export const getAdminOutboxMessage = defineContract({ method: 'GET', path: '/api/admin/outbox/messages/:id', params: idParams, response: outboxMessageSchema, tags });

/**
 * Admin, only without a mail server and outside production: the account message as it would have been mailed, with a
 * fresh one-time link, so a test install can finish an invitation. 403 once a mail server is set.
 */
export const openAccountMail = defineContract({
  method: 'POST',
  path: '/api/admin/outbox/account-mail/:id/open',
  params: idParams,
  response: openedAccountMailSchema,
  errors: { 403: z.object({ message: z.string() }) },
  tags,
});
