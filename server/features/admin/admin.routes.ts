import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvedRegistrationSchema,
  contractorActivationSchema,
  contractorDetailSchema,
  newContractorSchema,
  registrationListQuerySchema,
  registrationRequestSchema,
  registrationRequestViewSchema,
  rejectRegistrationSchema,
} from '../../../core/admin/admin.schema';
import { requireAdmin } from '../../plugins/session';
import { auditActorOf } from '../../audit/audit';
import { createContractorAccount, createRegistrationRequest, listContractors, setContractorActive } from './admin.service';
import { getContractorDetail, sendAccountLink } from './contractor-detail';
import { approveRegistrationRequest, listRegistrationRequests, rejectRegistrationRequest } from './registration-review';
import { idParams } from '../../plugins/path-ids';
import { systemSettingsSchema, systemSettingsViewSchema } from '../../../core/admin/system-settings.schema';
import { getSystemSettingsView, updateSystemSettings } from './system-settings';

const ok = z.object({ ok: z.literal(true) });

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/contractors', { schema: { tags: ['admin'] } }, async (request) => {
    await requireAdmin(request);
    return listContractors(app.db);
  });

  r.post('/api/admin/contractors', { schema: { tags: ['admin'], body: newContractorSchema } }, async (request, reply) => {
    const auth = await requireAdmin(request);
    const created = await createContractorAccount(app.db, request.body, auditActorOf(request, auth));
    return reply.code(201).send(created);
  });

  r.get('/api/admin/contractors/:id', { schema: { tags: ['admin'], params: idParams, response: { 200: contractorDetailSchema } } }, async (request) => {
    await requireAdmin(request);
    return getContractorDetail(app.db, request.params.id);
  });

  r.patch('/api/admin/contractors/:id', { schema: { tags: ['admin'], params: idParams, body: contractorActivationSchema, response: { 200: ok } } }, async (request) => {
    const auth = await requireAdmin(request);
    await setContractorActive(app.db, request.params.id, request.body.isActive, auditActorOf(request, auth));
    await app.announceAuthChange({ contractorId: request.params.id });
    return { ok: true as const };
  });

  r.post('/api/admin/contractors/:id/invitation', { schema: { tags: ['admin'], params: idParams, response: { 202: ok } } }, async (request, reply) => {
    const auth = await requireAdmin(request);
    await sendAccountLink(app.db, { contractorId: request.params.id, purpose: 'invitation', actor: auditActorOf(request, auth) });
    return reply.code(202).send({ ok: true as const });
  });

  r.post('/api/admin/contractors/:id/password-reset', { schema: { tags: ['admin'], params: idParams, response: { 202: ok } } }, async (request, reply) => {
    const auth = await requireAdmin(request);
    await sendAccountLink(app.db, { contractorId: request.params.id, purpose: 'password_reset', actor: auditActorOf(request, auth) });
    return reply.code(202).send({ ok: true as const });
  });

  r.get(
    '/api/admin/registration-requests',
    { schema: { tags: ['admin'], querystring: registrationListQuerySchema, response: { 200: z.array(registrationRequestViewSchema) } } },
    async (request) => {
      await requireAdmin(request);
      return listRegistrationRequests(app.db, request.query);
    },
  );

  r.post(
    '/api/admin/registration-requests/:id/approve',
    { schema: { tags: ['admin'], params: idParams, response: { 200: approvedRegistrationSchema } } },
    async (request) => {
      const auth = await requireAdmin(request);
      return approveRegistrationRequest(app.db, { requestId: request.params.id, actor: auditActorOf(request, auth) });
    },
  );

  r.post(
    '/api/admin/registration-requests/:id/reject',
    { schema: { tags: ['admin'], params: idParams, body: rejectRegistrationSchema, response: { 200: ok } } },
    async (request) => {
      const auth = await requireAdmin(request);
      await rejectRegistrationRequest(app.db, { requestId: request.params.id, note: request.body.note, actor: auditActorOf(request, auth) });
      return { ok: true as const };
    },
  );

  r.get('/api/admin/system-settings', { schema: { tags: ['admin'], response: { 200: systemSettingsViewSchema } } }, async (request) => {
    await requireAdmin(request);
    return getSystemSettingsView(app.db);
  });

  r.put(
    '/api/admin/system-settings',
    { schema: { tags: ['admin'], body: systemSettingsSchema, response: { 200: systemSettingsViewSchema } } },
    async (request) => {
      const auth = await requireAdmin(request);
      return updateSystemSettings(app.db, request.body, auditActorOf(request, auth));
    },
  );

  // Public: contractor registration (SPEC §2 /contractor-registration).
  r.post(
    '/api/registration-requests',
    {
      schema: { tags: ['admin'], security: [], body: registrationRequestSchema },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => reply.code(201).send(await createRegistrationRequest(app.db, request.body)),
  );
}
