// The cart's catalogue (platform rows and the contractor's own), one contract.
import { defineContract } from '../api/contract';
import { catalogueSchema } from './catalogue.schema';

export const getCatalogue = defineContract({ method: 'GET', path: '/api/catalogue', response: catalogueSchema, tags: ['catalogue'] });
