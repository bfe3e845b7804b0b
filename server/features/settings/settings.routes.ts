import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema } from '../../../core/auth/auth.schema';
import { onboardingSchema } from '../../../core/settings/onboarding.schema';
import { requireContractor } from '../../plugins/session';
import { currentUser } from '../auth/auth.service';
import { completeOnboarding, getContractor, getOnboarding } from './settings.service';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/onboarding', { schema: { tags: ['settings'] } }, async (request) => {
    const auth = await requireContractor(request);
    return getOnboarding(app.db, auth.contractorId);
  });

  r.post('/api/onboarding', { schema: { tags: ['settings'], body: onboardingSchema, response: { 200: currentUserSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    await completeOnboarding(app.db, { contractorId: auth.contractorId, userId: auth.userId, input: request.body });
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
}
