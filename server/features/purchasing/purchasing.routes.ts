// Issue 24: purchase orders, deliveries and the job's costs. Contractor only; every service scopes by contractor_id.
import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/purchasing/purchasing.api';
import { displayPoNumber } from '../../../core/purchasing/purchase-order-status';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { addExtraCost, deleteExtraCost, jobPurchasing, listMaterialsMissing, receiveOrder } from './job-purchasing.service';
import { sendOrder, sendRevision } from './purchase-order-mail';
import { purchaseOrderDocument } from './purchase-order-document';
import { renderPurchaseOrderPdf } from './purchase-order-pdf';
import { cancelOrder, closeOrder, orderView, proposeOrders, quotePurchasing, splitLine, updateOrder } from './purchase-orders.service';
import type { PurchasingDeps } from './purchasing-context';

/** The page's language for names of materials (the contractor's words), from `?lang=`. */
const langOf = (request: { query: { lang: 'en' | 'es' } }) => request.query.lang;

export function purchasingRoutes(deps: PurchasingDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const mailer = { transport: app.clients.mail, from: app.config.mailFrom };

    registerContract(app, api.getQuotePurchasing, async (request) => {
      const auth = await requireContractor(request);
      return quotePurchasing(app.db, deps, auth.contractorId, request.params.id, langOf(request));
    });

    registerContract(app, api.proposePurchaseOrders, async (request) => {
      const auth = await requireContractor(request);
      await proposeOrders(app.db, deps, auth.contractorId, request.params.id, langOf(request));
      return quotePurchasing(app.db, deps, auth.contractorId, request.params.id, langOf(request));
    });

    registerContract(app, api.getPurchaseOrder, async (request) => {
      const auth = await requireContractor(request);
      return orderView(app.db, auth.contractorId, request.params.id);
    });

    registerContract(app, api.updatePurchaseOrder, async (request) => {
      const auth = await requireContractor(request);
      const { resend } = await updateOrder(app.db, auth.contractorId, request.params.id, request.body);
      if (resend) await sendRevision(app.db, mailer, auth.contractorId, request.params.id);
      return orderView(app.db, auth.contractorId, request.params.id);
    });

    registerContract(app, api.splitPurchaseOrderLine, async (request) => {
      const auth = await requireContractor(request);
      const quoteId = await splitLine(app.db, auth.contractorId, request.params.id, request.body);
      return quotePurchasing(app.db, deps, auth.contractorId, quoteId, langOf(request));
    });

    registerContract(app, api.sendPurchaseOrder, async (request) => {
      const auth = await requireContractor(request);
      await sendOrder(app.db, mailer, auth.contractorId, request.params.id, request.body.lang);
      return orderView(app.db, auth.contractorId, request.params.id);
    });

    registerContract(app, api.receivePurchaseOrder, async (request) => {
      const auth = await requireContractor(request);
      await receiveOrder(app.db, auth.contractorId, request.params.id, request.body);
      return orderView(app.db, auth.contractorId, request.params.id);
    });

    registerContract(app, api.cancelPurchaseOrder, async (request) => {
      const auth = await requireContractor(request);
      await cancelOrder(app.db, auth.contractorId, request.params.id);
      return orderView(app.db, auth.contractorId, request.params.id);
    });

    registerContract(app, api.closePurchaseOrder, async (request) => {
      const auth = await requireContractor(request);
      await closeOrder(app.db, auth.contractorId, request.params.id);
      return orderView(app.db, auth.contractorId, request.params.id);
    });

    registerContract(app, api.getPurchaseOrderPdf, async (request, reply) => {
      const auth = await requireContractor(request);
      const document = await purchaseOrderDocument(app.db, auth.contractorId, request.params.id);
      const pdf = await renderPurchaseOrderPdf(document, request.query.lang);
      return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${displayPoNumber(document.order.poNumber)}.pdf"`).send(pdf);
    });

    registerContract(app, api.getJobPurchasing, async (request) => {
      const auth = await requireContractor(request);
      return jobPurchasing(app.db, deps, auth.contractorId, request.params.id, langOf(request));
    });

    registerContract(app, api.addJobExtraCost, async (request, reply) => {
      const auth = await requireContractor(request);
      await addExtraCost(app.db, auth.contractorId, request.params.id, request.body);
      return reply.code(201).send(await jobPurchasing(app.db, deps, auth.contractorId, request.params.id, langOf(request)));
    });

    registerContract(app, api.deleteJobExtraCost, async (request) => {
      const auth = await requireContractor(request);
      await deleteExtraCost(app.db, auth.contractorId, request.params.id, request.params.costId);
      return jobPurchasing(app.db, deps, auth.contractorId, request.params.id, langOf(request));
    });

    registerContract(app, api.listMaterialsMissingNotifications, async (request) => {
      const auth = await requireContractor(request);
      return { notifications: await listMaterialsMissing(app.db, auth.contractorId) };
    });
  };
}
