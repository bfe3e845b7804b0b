// Issue 24: purchase orders from an approved quote or its job, deliveries, and the job's costs. Contractor only.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import {
  extraCostBodySchema, jobPurchasingSchema, materialsMissingNotificationSchema, purchaseOrderSchema, quotePurchasingSchema, receivePurchaseOrderBodySchema,
  sendPurchaseOrderBodySchema, splitLineBodySchema, updatePurchaseOrderBodySchema,
} from './purchase-order.schema';

const tags = ['purchasing'];
/** The page's language: names of materials in the list (the contractor's words). */
const query = z.object({ lang: z.enum(['en', 'es'], { error: 'Invalid input' }).default('en') });

/** The quote's orders and what no order covers yet. */
export const getQuotePurchasing = defineContract({ method: 'GET', path: '/api/quotes/:id/purchase-orders', params: idParams, query, response: quotePurchasingSchema, tags });

/** "Order materials": one draft per supplier for what is not ordered yet (quantities in whole packs). */
export const proposePurchaseOrders = defineContract({ method: 'POST', path: '/api/quotes/:id/purchase-orders/propose', params: idParams, query, response: quotePurchasingSchema, tags });

export const getPurchaseOrder = defineContract({ method: 'GET', path: '/api/purchase-orders/:id', params: idParams, response: purchaseOrderSchema, tags });

/** Change lines, delivery or notes; a sent order becomes a new revision and the supplier gets it again. */
export const updatePurchaseOrder = defineContract({ method: 'PUT', path: '/api/purchase-orders/:id', params: idParams, body: updatePurchaseOrderBodySchema, response: purchaseOrderSchema, tags });

/** Moves some packs of a draft's line to another supplier's draft (made when there is none). */
export const splitPurchaseOrderLine = defineContract({ method: 'POST', path: '/api/purchase-orders/:id/split', params: idParams, query, body: splitLineBodySchema, response: quotePurchasingSchema, tags });

/** Emails the supplier the PDF once; asking again sends nothing more. */
export const sendPurchaseOrder = defineContract({ method: 'POST', path: '/api/purchase-orders/:id/send', params: idParams, body: sendPurchaseOrderBodySchema, response: purchaseOrderSchema, tags });

/** A delivery: packs received per line (added to what came before); what is still short stays back-ordered. */
export const receivePurchaseOrder = defineContract({ method: 'POST', path: '/api/purchase-orders/:id/receive', params: idParams, body: receivePurchaseOrderBodySchema, response: purchaseOrderSchema, tags });

export const cancelPurchaseOrder = defineContract({ method: 'POST', path: '/api/purchase-orders/:id/cancel', params: idParams, response: purchaseOrderSchema, tags });

export const closePurchaseOrder = defineContract({ method: 'POST', path: '/api/purchase-orders/:id/close', params: idParams, response: purchaseOrderSchema, tags });

export const getPurchaseOrderPdf = defineContract({
  method: 'GET',
  path: '/api/purchase-orders/:id/pdf',
  params: idParams,
  query,
  response: z.string().describe('application/pdf'),
  tags,
});

/** What is missing before the job's date, and estimated against actual costs. */
export const getJobPurchasing = defineContract({ method: 'GET', path: '/api/jobs/:id/purchasing', params: idParams, query, response: jobPurchasingSchema, tags });

export const addJobExtraCost = defineContract({ method: 'POST', path: '/api/jobs/:id/extra-costs', params: idParams, query, body: extraCostBodySchema, response: jobPurchasingSchema, status: 201, tags });

export const deleteJobExtraCost = defineContract({
  method: 'DELETE',
  path: '/api/jobs/:id/extra-costs/:costId',
  params: z.object({ id: z.guid(), costId: z.guid() }), query,
  response: jobPurchasingSchema,
  tags,
});

/** The bell's "materials missing" items: jobs three days out with materials still to arrive. */
export const listMaterialsMissingNotifications = defineContract({
  method: 'GET',
  path: '/api/materials-missing-notifications',
  response: z.object({ notifications: z.array(materialsMissingNotificationSchema) }),
  tags: ['notifications'],
});
