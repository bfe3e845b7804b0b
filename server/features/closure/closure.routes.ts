// Account closure routes (issue 26): the contractor closes their own account (password again), an admin closes one
// for a contractor who asked. Both need a fresh export unless they say otherwise, both are audited.
import type { FastifyInstance } from 'fastify';
import { adminCloseAccount, adminGetClosureStatus, closeAccount as closeAccountContract, getClosureStatus } from '../../../core/closure/closure.api';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import { auditActorOf } from '../../audit/audit';
import { registerContract } from '../../http/register-contract';
import { requireAdmin, requireContractor } from '../../plugins/session';
import { checkPassword, closeAccount, closureStatus, contractorExists } from './closure.service';

export async function closureRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, getClosureStatus, async (request) => {
    const auth = await requireContractor(request);
    return closureStatus(app.db, auth.contractorId);
  });

  registerContract(app, closeAccountContract, async (request) => {
    const auth = await requireContractor(request);
    await checkPassword(app.db, auth.userId, request.body.password);
    const status = await closeAccount(app.db, { contractorId: auth.contractorId, skipExport: request.body.skipExport, actor: auditActorOf(request, auth), byAdmin: false });
    await app.announceAuthChange({ contractorId: auth.contractorId });
    return status;
  });

  registerContract(app, adminGetClosureStatus, async (request) => {
    await requireAdmin(request);
    if (!(await contractorExists(app.db, request.params.id))) throw notFound(errorMessage('errors.contractors.notFound'));
    return closureStatus(app.db, request.params.id);
  });

  registerContract(app, adminCloseAccount, async (request) => {
    const admin = await requireAdmin(request);
    if (!(await contractorExists(app.db, request.params.id))) throw notFound(errorMessage('errors.contractors.notFound'));
    const status = await closeAccount(app.db, { contractorId: request.params.id, skipExport: request.body.skipExport, actor: auditActorOf(request, admin), byAdmin: true });
    await app.announceAuthChange({ contractorId: request.params.id });
    return status;
  });
}
