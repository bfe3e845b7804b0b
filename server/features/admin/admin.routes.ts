import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/admin/admin.api';
import { registerContract } from '../../http/register-contract';
import { requireAdmin } from '../../plugins/session';
import { auditActorOf } from '../../audit/audit';
import { createContractorAccount, createRegistrationRequest, listContractors, setContractorActive } from './admin.service';
import { getContractorDetail, sendAccountLink } from './contractor-detail';
import { approveRegistrationRequest, listRegistrationRequests, rejectRegistrationRequest } from './registration-review';
import { getSystemSettingsView, updateSystemSettings } from './system-settings';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, api.listAdminContractors, async (request) => {
    await requireAdmin(request);
    const rows = await listContractors(app.db);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  });

  registerContract(app, api.createAdminContractor, async (request) => {
    const auth = await requireAdmin(request);
    return createContractorAccount(app.db, request.body, auditActorOf(request, auth));
  });

  registerContract(app, api.getAdminContractor, async (request) => {
    await requireAdmin(request);
    return getContractorDetail(app.db, request.params.id);
  });

  registerContract(app, api.setAdminContractorActive, async (request) => {
    const auth = await requireAdmin(request);
    await setContractorActive(app.db, request.params.id, request.body.isActive, auditActorOf(request, auth));
    await app.announceAuthChange({ contractorId: request.params.id });
    return { ok: true as const };
  });

  registerContract(app, api.sendContractorInvitation, async (request) => {
    const auth = await requireAdmin(request);
    await sendAccountLink(app.db, { contractorId: request.params.id, purpose: 'invitation', actor: auditActorOf(request, auth) });
    return { ok: true as const };
  });

  registerContract(app, api.sendContractorPasswordReset, async (request) => {
    const auth = await requireAdmin(request);
    await sendAccountLink(app.db, { contractorId: request.params.id, purpose: 'password_reset', actor: auditActorOf(request, auth) });
    return { ok: true as const };
  });

  registerContract(app, api.listRegistrationRequests, async (request) => {
    await requireAdmin(request);
    return listRegistrationRequests(app.db, request.query);
  });

  registerContract(app, api.approveRegistrationRequest, async (request) => {
    const auth = await requireAdmin(request);
    const approved = await approveRegistrationRequest(app.db, { requestId: request.params.id, actor: auditActorOf(request, auth) });
    return { ...approved, invitation: app.config.smtpUrl ? ('queued' as const) : ('outbox' as const) };
  });

  registerContract(app, api.rejectRegistrationRequest, async (request) => {
    const auth = await requireAdmin(request);
    await rejectRegistrationRequest(app.db, { requestId: request.params.id, note: request.body.note, actor: auditActorOf(request, auth) });
    return { ok: true as const };
  });

  registerContract(app, api.getSystemSettings, async (request) => {
    await requireAdmin(request);
    return getSystemSettingsView(app.db);
  });

  registerContract(app, api.updateSystemSettings, async (request) => {
    const auth = await requireAdmin(request);
    return updateSystemSettings(app.db, request.body, auditActorOf(request, auth));
  });

  // Public: contractor registration (SPEC §2 /contractor-registration).
  registerContract(app, api.createRegistrationRequest, async (request) => createRegistrationRequest(app.db, request.body), {
    config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
  });
}
