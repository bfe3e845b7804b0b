import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractorActivationSchema, newContractorSchema, registrationRequestSchema } from '../../../core/admin/admin.schema';
import { requireAdmin } from '../../plugins/session';
import { auditActorOf } from '../security/audit';
import { createContractorAccount, createRegistrationRequest, listContractors, listRegistrationRequests, setContractorActive } from './admin.service';

const idParams = z.object({ id: z.string().uuid('Not found') });

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

  r.patch('/api/admin/contractors/:id', { schema: { tags: ['admin'], params: idParams, body: contractorActivationSchema } }, async (request) => {
    const auth = await requireAdmin(request);
    await setContractorActive(app.db, request.params.id, request.body.isActive, auditActorOf(request, auth));
    await app.announceAuthChange({ contractorId: request.params.id });
    return { ok: true };
  });

  r.get('/api/admin/registration-requests', { schema: { tags: ['admin'] } }, async (request) => {
    await requireAdmin(request);
    return listRegistrationRequests(app.db);
  });

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
