import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/settings/settings.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { currentUser } from '../auth/auth.service';
import {
  completeOnboarding,
  getContractor,
  getOnboarding,
  getSettings,
  updateBusinessSettings,
  updateCustomerPageSettings,
  updatePaymentSettings,
  updatePricingSettings,
} from './settings.service';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, api.getOnboarding, async (request) => {
    const auth = await requireContractor(request);
    return getOnboarding(app.db, auth.contractorId);
  });

  registerContract(app, api.completeOnboarding, async (request) => {
    const auth = await requireContractor(request);
    await completeOnboarding(app.db, { contractorId: auth.contractorId, userId: auth.userId, input: request.body });
    await app.announceAuthChange({ contractorId: auth.contractorId });
    return currentUser(app.db, auth.userId);
  });

  registerContract(app, api.getProfileContent, async (request) => {
    const auth = await requireContractor(request);
    const c = await getContractor(app.db, auth.contractorId);
    return { businessName: c.businessName, email: c.email, phone: c.phone, testimonials: c.testimonials, faqs: c.faqs, timezone: c.timezone };
  });

  registerContract(app, api.getSettings, async (request) => {
    const auth = await requireContractor(request);
    return getSettings(app.db, auth.contractorId);
  });
  registerContract(app, api.saveBusinessSettings, async (request) => {
    const auth = await requireContractor(request);
    return updateBusinessSettings(app.db, auth.contractorId, request.body);
  });
  registerContract(app, api.savePricingSettings, async (request) => {
    const auth = await requireContractor(request);
    return updatePricingSettings(app.db, auth.contractorId, request.body);
  });
  registerContract(app, api.savePaymentSettings, async (request) => {
    const auth = await requireContractor(request);
    return updatePaymentSettings(app.db, auth.contractorId, request.body);
  });
  registerContract(app, api.saveCustomerPageSettings, async (request) => {
    const auth = await requireContractor(request);
    return updateCustomerPageSettings(app.db, auth.contractorId, request.body);
  });
}
