import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/layout/layout.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { priceInstantQuote, requestInstantQuote } from './instant-quote.service';
import { ensureShortLink, getShortLink, openShortLink } from './short-links.service';

// Public endpoints are rate limited per IP: a homeowner prices a handful of times, a bot thousands.
const priceLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const requestLimit = { rateLimit: { max: 5, timeWindow: '1 hour' } };

export async function layoutRoutes(app: FastifyInstance): Promise<void> {
  const linkUrl = (code: string) => `${app.config.publicUrl.replace(/\/$/, '')}/e/${code}`;

  registerContract(app, api.getMyShortLink, async (request) => {
    const auth = await requireContractor(request);
    const link = await getShortLink(app.db, auth.contractorId);
    return link ? { ...link, url: linkUrl(link.shortCode) } : null;
  });

  registerContract(app, api.ensureShortLink, async (request) => {
    const auth = await requireContractor(request);
    const link = await ensureShortLink(app.db, auth.contractorId);
    return { ...link, url: linkUrl(link.shortCode) };
  });

  registerContract(
    app,
    api.openShortLink,
    async (request) => {
      const { contractorId: _hidden, ...view } = await openShortLink(app.db, request.params.shortCode);
      return view;
    },
    { config: priceLimit },
  );

  registerContract(app, api.priceInstantQuote, async (request) => priceInstantQuote(app.db, request.body), { config: priceLimit });

  registerContract(
    app,
    api.requestInstantQuote,
    async (request) => {
      const { quoteNumber } = await requestInstantQuote(app.db, request.body);
      return { received: true, quoteNumber };
    },
    { config: requestLimit },
  );
}
