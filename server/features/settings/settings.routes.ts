import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema } from '../../../core/auth/auth.schema';
import { onboardingSchema } from '../../../core/settings/onboarding.schema';
import { businessSettingsSchema, customerPageSettingsSchema, paymentSettingsSchema, pricingSettingsSchema } from '../../../core/settings/settings.schema';
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/onboarding', { schema: { tags: ['settings'] } }, async (request) => {
    const auth = await requireContractor(request);
    return getOnboarding(app.db, auth.contractorId);
  });

  r.post('/api/onboarding', { schema: { tags: ['settings'], body: onboardingSchema, response: { 200: currentUserSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    await completeOnboarding(app.db, { contractorId: auth.contractorId, userId: auth.userId, input: request.body });
    await app.announceAuthChange({ contractorId: auth.contractorId });
    return currentUser(app.db, auth.userId);
  });

  // Customer-facing content of the signed-in contractor (testimonials, FAQs, branding).
  r.get(
    '/api/settings/profile',
    {
      schema: {
        tags: ['settings'],
        response: {
          200: z.object({
            businessName: z.string().nullable(),
            email: z.string(),
            phone: z.string().nullable(),
            testimonials: z.array(z.object({ author: z.string(), text: z.string() })),
            faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
            timezone: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const auth = await requireContractor(request);
      const c = await getContractor(app.db, auth.contractorId);
      return { businessName: c.businessName, email: c.email, phone: c.phone, testimonials: c.testimonials, faqs: c.faqs, timezone: c.timezone };
    },
  );

  // Contractor settings (SPEC §2 /contractor/settings): business, pricing rates, payment rules, customer page.
  r.get('/api/settings', { schema: { tags: ['settings'] } }, async (request) => {
    const auth = await requireContractor(request);
    return getSettings(app.db, auth.contractorId);
  });
  r.put('/api/settings/business', { schema: { tags: ['settings'], body: businessSettingsSchema } }, async (request) => {
    const auth = await requireContractor(request);
    return updateBusinessSettings(app.db, auth.contractorId, request.body);
  });
  r.put('/api/settings/pricing', { schema: { tags: ['settings'], body: pricingSettingsSchema } }, async (request) => {
    const auth = await requireContractor(request);
    return updatePricingSettings(app.db, auth.contractorId, request.body);
  });
  r.put('/api/settings/payments', { schema: { tags: ['settings'], body: paymentSettingsSchema } }, async (request) => {
    const auth = await requireContractor(request);
    return updatePaymentSettings(app.db, auth.contractorId, request.body);
  });
  r.put('/api/settings/customer-page', { schema: { tags: ['settings'], body: customerPageSettingsSchema } }, async (request) => {
    const auth = await requireContractor(request);
    return updateCustomerPageSettings(app.db, auth.contractorId, request.body);
  });
}
