// @vitest-environment jsdom
// The shared CRM list card and edit dialog, through the sections that use them (campaigns, lead rules, custom fields).
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SmsCampaign } from '../../../core/crm/campaign.schema';
import type { FieldMapping } from '../../../core/crm/field-mapping.schema';
import type { LeadRule } from '../../../core/crm/lead-rule.schema';
import '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { Toaster } from '../../ui/toast';
import { dismissToast } from '../../ui/use-toast';
import { CustomFieldsSection } from './custom-fields-section';
import { stubApiFetch, type FakeCall, type FakeRoutes } from '../../test/fake-api-fetch';
import { LeadRulesSection } from './lead-rules-section';
import { SmsCampaignsSection } from './sms-campaigns-section';

// Two test workers share the machine: a refetch can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let calls: FakeCall[];

beforeEach(() => {
  calls = stubApiFetch(() => routes);
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithClient(section: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {section}
      <Toaster />
    </QueryClientProvider>,
  );
}

const campaign = (over: Partial<SmsCampaign>): SmsCampaign => ({
  id: 'c1',
  name: 'Follow-up',
  triggerEvent: 'quote_sent',
  delayMinutes: 4320,
  template: 'Hi {customer.firstName}',
  templateEs: null,
  isActive: true,
  createdAt: '2026-03-02T15:04:00.000Z',
  pending: 3,
  sent: 7,
  ...over,
});

const mapping: FieldMapping = {
  id: 'm1',
  picketField: 'quote.total',
  ghlFieldId: 'f1',
  ghlFieldName: 'Latest Quote Total',
  ghlFieldModel: 'opportunity',
  formatRule: 'money',
  createdAt: '2026-03-02T15:04:00.000Z',
};

describe('CRM settings lists', () => {
  it('lists campaigns, confirms a delete naming the texts it drops, and refetches', async () => {
    let campaigns = [campaign({}), campaign({ id: 'c2', name: 'Thank you', isActive: false, delayMinutes: 0, pending: 0, sent: 2 })];
    routes = {
      'GET /api/crm/sms-campaigns': () => ({ status: 200, body: { campaigns } }),
      'DELETE /api/crm/sms-campaigns/c1': () => {
        campaigns = campaigns.filter((c) => c.id !== 'c1');
        return { status: 204 };
      },
    };
    renderWithClient(<SmsCampaignsSection />);
    const list = await screen.findByRole('list', { name: 'SMS campaigns' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('3 waiting · 7 sent')).toBeTruthy();
    expect(within(rows[1]).getByText('Paused')).toBeTruthy();

    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Delete Follow-up' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Follow-up?' });
    expect(within(confirm).getByText(/The 3 texts waiting to go out are dropped/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Campaign deleted')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'SMS campaigns' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Delete Follow-up?' })).toBeNull();
    expect(calls.map((c) => c.key)).toContain('DELETE /api/crm/sms-campaigns/c1');
  });

  it('numbers lead rules (tried in order), and says when there are none or the list could not load', async () => {
    const rule: LeadRule = {
      id: 'r1',
      name: 'North side',
      priority: 10,
      isActive: false,
      conditions: { zip: { mode: 'any' }, fenceTypes: [], sources: [], tags: [] },
      actions: { assignTo: { userId: 'u1', name: 'Sam' }, addTags: [], pipeline: null },
      createdAt: '2026-03-02T15:04:00.000Z',
    };
    routes = { 'GET /api/crm/lead-rules': () => ({ status: 200, body: { rules: [rule] } }) };
    renderWithClient(<LeadRulesSection />);
    const list = await screen.findByRole('list', { name: 'Lead rules' });
    expect(list.tagName).toBe('OL');
    expect(within(list).getByText('Off')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Edit North side' })).toBeTruthy();
    cleanup();

    routes = { 'GET /api/crm/lead-rules': () => ({ status: 200, body: { rules: [] } }) };
    renderWithClient(<LeadRulesSection />);
    expect(await screen.findByText('No rules yet: new leads arrive unassigned.')).toBeTruthy();
    cleanup();

    routes = { 'GET /api/crm/lead-rules': () => ({ status: 503, body: { message: 'The database is busy' } }) };
    renderWithClient(<LeadRulesSection />);
    // Queries retry once before they fail.
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy');
  });

  it('edits a mapping: a refused save shows why under the field and stays open; a saved one says so and closes', async () => {
    let refuse = true;
    routes = {
      'GET /api/crm/field-mappings': () => ({ status: 200, body: { mappings: [mapping] } }),
      'GET /api/crm/custom-fields': () => ({
        status: 200,
        body: { customFields: [{ id: 'f1', name: 'Latest Quote Total', fieldKey: 'opportunity.latest_quote_total', dataType: 'MONETORY', model: 'opportunity' }] },
      }),
      'PUT /api/crm/field-mappings/m1': () =>
        refuse
          ? { status: 400, body: { message: 'Unknown format "shout"', code: 'VALIDATION', errors: [{ path: 'formatRule', message: 'Unknown format "shout"' }] } }
          : { status: 200, body: mapping },
    };
    renderWithClient(<CustomFieldsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the mapping to Latest Quote Total' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit custom field mapping' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(within(dialog).getAllByText('Unknown format "shout"').length).toBeGreaterThan(0));
    expect(screen.getByRole('dialog', { name: 'Edit custom field mapping' })).toBeTruthy();
    expect(calls.find((c) => c.key === 'PUT /api/crm/field-mappings/m1')?.body).toEqual({ picketField: 'quote.total', ghlFieldId: 'f1', formatRule: 'money' });

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
    expect(await screen.findByText('Custom field mapping saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit custom field mapping' })).toBeNull());
  });
});
