// Settings → Follow-ups, and the follow-ups of one quote or job (issue 14 item 5), one contract each.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { followUpListSchema, followUpSettingsSchema } from './follow-up.schema';

const tags = ['follow-ups'];
// Checked by the route (a malformed id is a quote or job that does not exist: 404).
const params = z.object({ id: z.string().max(100) });

export const getFollowUpSettings = defineContract({ method: 'GET', path: '/api/settings/follow-ups', response: followUpSettingsSchema, tags });
export const updateFollowUpSettings = defineContract({ method: 'PUT', path: '/api/settings/follow-ups', body: followUpSettingsSchema, response: followUpSettingsSchema, tags });

export const listQuoteFollowUps = defineContract({ method: 'GET', path: '/api/quotes/:id/follow-ups', params, response: followUpListSchema, tags });
export const stopQuoteFollowUps = defineContract({ method: 'POST', path: '/api/quotes/:id/follow-ups/stop', params, response: followUpListSchema, tags });
export const resumeQuoteFollowUps = defineContract({ method: 'POST', path: '/api/quotes/:id/follow-ups/resume', params, response: followUpListSchema, tags });

export const listJobFollowUps = defineContract({ method: 'GET', path: '/api/jobs/:id/follow-ups', params, response: followUpListSchema, tags });
export const stopJobFollowUps = defineContract({ method: 'POST', path: '/api/jobs/:id/follow-ups/stop', params, response: followUpListSchema, tags });
export const resumeJobFollowUps = defineContract({ method: 'POST', path: '/api/jobs/:id/follow-ups/resume', params, response: followUpListSchema, tags });
