// The customers feature's API calls (SPEC §7 homeowners), one contract each (core/api/contract.ts).
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import {
  bulkArchiveBodySchema,
  bulkResultSchema,
  bulkTagBodySchema,
  contractorHomeownersQuerySchema,
  createCustomerBodySchema,
  customerActivitySchema,
  customerListQuerySchema,
  customerPageSchema,
  customerSchema,
  customerTagsSchema,
  scheduleVisitSchema,
  scheduledVisitSchema,
  updateCustomerBodySchema,
} from './customer.schema';

const tags = ['customers'];

/** SPEC §7: 400 with the core schema's messages, 409 DUPLICATE_CUSTOMER unless allowDuplicate. */
export const createCustomer = defineContract({
  method: 'POST',
  path: '/api/homeowners',
  body: createCustomerBodySchema,
  response: customerSchema,
  status: 201,
  errors: { 409: z.object({ message: z.string(), code: z.literal('DUPLICATE_CUSTOMER'), existing: z.object({ id: z.string(), name: z.string() }) }) },
  tags,
});

/** The /customers list: search, filters (status, tag, created, open balance), sorts, keyset pages (issue 26). */
export const listCustomers = defineContract({ method: 'GET', path: '/api/homeowners', query: customerListQuerySchema, response: customerPageSchema, tags });

/** The tags on the contractor's active customers, with counts (the list's tag filter). */
export const listCustomerTags = defineContract({ method: 'GET', path: '/api/homeowners/tags', response: customerTagsSchema, tags });

/** Adds or removes one tag on up to 500 of the contractor's customers at once. */
export const bulkTagCustomers = defineContract({ method: 'POST', path: '/api/homeowners/bulk-tag', body: bulkTagBodySchema, response: bulkResultSchema, tags });

/** Archives up to 500 of the contractor's customers at once (kept with their history, restorable one by one). */
export const bulkArchiveCustomers = defineContract({ method: 'POST', path: '/api/homeowners/bulk-archive', body: bulkArchiveBodySchema, response: bulkResultSchema, tags });

/** SPEC §7: a contractor reads only their own id (another id is not found); an admin may read any. q/limit: a picker. */
export const listContractorCustomers = defineContract({
  method: 'GET',
  path: '/api/contractors/:id/homeowners',
  params: idParams,
  query: contractorHomeownersQuerySchema,
  response: z.array(customerSchema),
  tags,
});

export const getCustomer = defineContract({ method: 'GET', path: '/api/homeowners/:id', params: idParams, response: customerSchema, tags });

export const getCustomerActivity = defineContract({ method: 'GET', path: '/api/homeowners/:id/activity', params: idParams, response: customerActivitySchema, tags });

export const updateCustomer = defineContract({ method: 'PATCH', path: '/api/homeowners/:id', params: idParams, body: updateCustomerBodySchema, response: customerSchema, tags });

/** Deleted outright, or archived when they have quotes or jobs. */
export const deleteCustomer = defineContract({ method: 'DELETE', path: '/api/homeowners/:id', params: idParams, response: z.object({ archived: z.boolean() }), tags });

/** An archived customer back in the list. */
export const restoreCustomer = defineContract({ method: 'POST', path: '/api/homeowners/:id/restore', params: idParams, response: customerSchema, tags });

/** SPEC §7: POST /api/homeowners/{id}/schedule-visit {scheduledDate, scheduledStartTime, scheduledEndTime, isAnytime, notes}. */
export const scheduleCustomerVisit = defineContract({
  method: 'POST',
  path: '/api/homeowners/:id/schedule-visit',
  params: idParams,
  body: scheduleVisitSchema,
  response: scheduledVisitSchema,
  status: 201,
  tags,
});
