// Issue 12 items 4 and 7 in the browser: a contractor connected to (the fake) GoHighLevel maps their quote and job
// statuses onto the CRM's pipeline stages — "Not synced" as a deliberate choice — and maps a Picket field onto a CRM
// custom field with a format rule (SPEC §5's 500-character message inline, the rule previewed). English and Spanish,
// desktop and phone, axe clean; a contractor and a CRM location of its own per test.
import { expect, request, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs, type ApiSession } from './support/api';
import { login } from './support/login';
import { uniqueEmail, uniqueSuffix } from './support/unique';

const GHL_URL = process.env.E2E_GHL_URL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT || 5199) + 3}`;

interface FakeLocation {
  id: string;
  pipelines: { id: string; name: string; stages: { id: string; name: string }[] }[];
  customFields: { id: string; name: string }[];
}

/** A contractor of its own, onboarded, connected by private integration token to a new location on the fake CRM. */
async function connectedContractor(): Promise<{ account: { email: string; password: string }; api: ApiSession; location: FakeLocation }> {
  const account = { email: uniqueEmail('crm-map'), password: 'crm-mappings-e2e-password' };
  const businessName = `Mapped Fences ${uniqueSuffix()}`;
  const admin = await apiAs('admin');
  await admin.json('POST', '/api/admin/contractors', { ...account, firstName: 'Mara', lastName: 'Mapper', businessName });
  await admin.dispose();
  const api = await apiAs(account);
  await api.json('POST', '/api/onboarding', { businessName, firstName: 'Mara', lastName: 'Mapper', phone: '512-555-0142', serviceAreas: ['78701'] });

  const crm = await request.newContext({ baseURL: GHL_URL });
  const created = await crm.post('/_fake/locations', { data: { name: businessName } });
  expect(created.ok()).toBe(true);
  const { location, token } = (await created.json()) as { location: { id: string }; token: string };
  const held = (await (await crm.get(`/_fake/locations/${location.id}`)).json()) as FakeLocation & { location: { id: string } };
  await crm.dispose();
  await api.json('POST', '/api/crm/connection', { locationId: location.id, token });
  return { account, api, location: { id: location.id, pipelines: held.pipelines, customFields: held.customFields } };
}

const words = {
  en: {
    pipeline: 'Pipeline',
    quotes: 'Quote statuses',
    jobs: 'Job statuses',
    stageFor: (s: string) => `Stage for ${s}`,
    statusFor: (s: string) => `Opportunity status for ${s}`,
    sent: 'Sent',
    viewed: 'Viewed',
    approved: 'Approved',
    lost: 'Lost',
    scheduled: 'Scheduled',
    cancelled: 'Cancelled',
    completed: 'Completed',
    draft: 'Draft',
    paused: 'Paused',
    suggest: 'Suggest stages from their names',
    keep: 'Keep the current stage',
    won: 'Won',
    open: 'Open',
    abandoned: 'Abandoned',
    notSynced: 'Not synced',
    everyStatus: 'Choose a stage or Not synced for every status',
    rest: /^Set the \d+ undecided statuses to Not synced$/,
    save: 'Save status mappings',
    saved: 'Status mappings saved',
    addField: 'Map a custom field',
    picketField: 'Picket field',
    crmField: 'GoHighLevel custom field',
    rule: 'Format rule (optional)',
    quoteTotal: 'Quote total',
    tooLong: 'Format rule must be 500 characters or less',
    saveField: 'Save mapping',
    mapped: 'Custom field mapped',
    fieldList: 'Custom fields',
    preview: 'Preview',
  },
  es: {
    pipeline: 'Embudo',
    quotes: 'Estados de la cotización',
    jobs: 'Estados del trabajo',
    stageFor: (s: string) => `Etapa para ${s}`,
    statusFor: (s: string) => `Estado de la oportunidad para ${s}`,
    sent: 'Enviada',
    viewed: 'Vista',
    approved: 'Aprobada',
    lost: 'Perdida',
    scheduled: 'Programado',
    cancelled: 'Cancelado',
    completed: 'Completado',
    draft: 'Borrador',
    paused: 'En pausa',
    suggest: 'Sugerir etapas por su nombre',
    keep: 'Mantener la etapa actual',
    won: 'Ganada',
    open: 'Abierta',
    abandoned: 'Abandonada',
    notSynced: 'No sincronizar',
    everyStatus: 'Elige una etapa o «No sincronizar» para cada estado',
    rest: /^Poner los \d+ estados sin decidir en «No sincronizar»$/,
    save: 'Guardar asignación',
    saved: 'Asignación de estados guardada',
    addField: 'Asignar un campo',
    picketField: 'Campo de Picket',
    crmField: 'Campo personalizado de GoHighLevel',
    rule: 'Regla de formato (opcional)',
    quoteTotal: 'Total de la cotización',
    tooLong: 'La regla de formato debe tener 500 caracteres o menos',
    saveField: 'Guardar asignación',
    mapped: 'Campo personalizado asignado',
    fieldList: 'Campos personalizados',
    preview: 'Vista previa',
  },
} as const;

// The CRM tab reads the connection, the pipelines and the mappings at once (each through the app to the fake CRM):
// on a machine shared by many test runs that can take longer than the usual 10 s.
const CRM_READ = { timeout: 30_000 };

async function choose(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click(CRM_READ);
  await expect(combobox).toHaveText(option);
}

// Each test makes a contractor and a CRM location and walks sixteen pickers: triple time on a loaded machine.
test.beforeEach(() => test.slow());

for (const lang of ['en', 'es'] as const) {
  const w = words[lang];

  test(`map statuses: every quote and job status onto a pipeline stage or Not synced (${lang})`, async ({ page }) => {
    const { account, api, location } = await connectedContractor();
    const sales = location.pipelines.find((p) => p.name === 'Fence Sales')!;
    const stageId = (name: string) => sales.stages.find((s) => s.name === name)!.id;
    await login(page, account, `/contractor/settings?tab=crm&lang=${lang}`);

    const quotes = page.getByRole('group', { name: w.quotes });
    const jobs = page.getByRole('group', { name: w.jobs });
    await expect(page.getByRole('combobox', { name: w.pipeline })).toBeVisible(CRM_READ);
    await choose(page, page.getByRole('combobox', { name: w.pipeline }), 'Fence Sales');
    await choose(page, quotes.getByRole('combobox', { name: w.stageFor(w.sent) }), 'Estimate Sent');
    await expect(quotes.getByRole('combobox', { name: w.statusFor(w.sent) })).toHaveText(w.open);
    await choose(page, quotes.getByRole('combobox', { name: w.stageFor(w.viewed) }), 'Estimate Viewed');
    await choose(page, quotes.getByRole('combobox', { name: w.stageFor(w.approved) }), 'Won - Approved');
    await expect(quotes.getByRole('combobox', { name: w.statusFor(w.approved) })).toHaveText(w.won);
    await choose(page, quotes.getByRole('combobox', { name: w.stageFor(w.lost) }), w.keep);
    await expect(quotes.getByRole('combobox', { name: w.statusFor(w.lost) })).toHaveText(w.lost);
    await choose(page, jobs.getByRole('combobox', { name: w.stageFor(w.scheduled) }), 'Install Scheduled');
    await choose(page, jobs.getByRole('combobox', { name: w.stageFor(w.cancelled) }), w.keep);
    await expect(jobs.getByRole('combobox', { name: w.statusFor(w.cancelled) })).toHaveText(w.abandoned);

    // The obvious ones from the stage names; what the contractor chose stays.
    await page.getByRole('button', { name: w.suggest }).click();
    await expect(jobs.getByRole('combobox', { name: w.stageFor(w.completed) })).toHaveText('Installed');
    await expect(quotes.getByRole('combobox', { name: w.stageFor(w.draft) })).toHaveText('New Lead');
    await expect(quotes.getByRole('combobox', { name: w.stageFor(w.lost) })).toHaveText(w.keep);

    // Saving with statuses still undecided names the rule instead of guessing.
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.everyStatus })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: w.rest }).click();
    await expect(quotes.getByRole('combobox', { name: w.stageFor(w.approved) })).toHaveText('Won - Approved');
    await expect(jobs.getByRole('combobox', { name: w.stageFor(w.paused) })).toHaveText(w.notSynced);
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved).first()).toBeVisible();

    // What was saved is what the sync reads, and what the page shows after a reload.
    const saved = await api.json<{ pipelineId: string; mappings: { subject: string; picketStatus: string; pipelineStageId: string | null; opportunityStatus: string | null }[] }>(
      'GET',
      '/api/crm/status-mappings',
    );
    expect(saved.pipelineId).toBe(sales.id);
    expect(saved.mappings).toHaveLength(16);
    const row = (subject: string, status: string) => saved.mappings.find((m) => m.subject === subject && m.picketStatus === status);
    expect(row('quote', 'sent')).toMatchObject({ pipelineStageId: stageId('Estimate Sent'), opportunityStatus: 'open' });
    expect(row('quote', 'approved')).toMatchObject({ pipelineStageId: stageId('Won - Approved'), opportunityStatus: 'won' });
    expect(row('quote', 'lost')).toMatchObject({ pipelineStageId: null, opportunityStatus: 'lost' });
    expect(row('job', 'scheduled')).toMatchObject({ pipelineStageId: stageId('Install Scheduled'), opportunityStatus: 'won' });
    expect(row('job', 'cancelled')).toMatchObject({ pipelineStageId: null, opportunityStatus: 'abandoned' });
    expect(row('job', 'completed')).toMatchObject({ pipelineStageId: stageId('Installed'), opportunityStatus: 'won' });
    expect(row('quote', 'draft')).toMatchObject({ pipelineStageId: stageId('New Lead'), opportunityStatus: 'open' });
    expect(row('job', 'paused')).toMatchObject({ pipelineStageId: null, opportunityStatus: null });

    await page.reload();
    await expect(page.getByRole('combobox', { name: w.pipeline })).toHaveText('Fence Sales', CRM_READ);
    await expect(page.getByRole('group', { name: w.quotes }).getByRole('combobox', { name: w.stageFor(w.sent) })).toHaveText('Estimate Sent');
    await expect(page.getByRole('group', { name: w.jobs }).getByRole('combobox', { name: w.stageFor(w.paused) })).toHaveText(w.notSynced);
    await expectNoA11yViolations(page);
    await api.dispose();
  });

  test(`map a custom field with a format rule, SPEC §5's limit inline (${lang})`, async ({ page }) => {
    const { account, api } = await connectedContractor();
    await login(page, account, `/contractor/settings?tab=crm&lang=${lang}`);

    await page.getByRole('button', { name: w.addField }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, dialog.getByRole('combobox', { name: w.picketField }), w.quoteTotal);
    await choose(page, dialog.getByRole('combobox', { name: w.crmField }), 'Latest Quote Total');
    await dialog.getByRole('textbox', { name: w.rule }).fill(`{value|money}${' '.repeat(488)}`);
    await dialog.getByRole('button', { name: w.saveField }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: w.tooLong })).toBeVisible();
    await expectNoA11yViolations(page);

    await dialog.getByRole('textbox', { name: w.rule }).fill('money');
    await expect(dialog.getByRole('status', { name: w.preview })).toHaveText('$12,345.50');
    await dialog.getByRole('button', { name: w.saveField }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(w.mapped).first()).toBeVisible();
    const list = page.getByRole('list', { name: w.fieldList });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText(w.quoteTotal);
    await expect(list.getByRole('listitem').first()).toContainText('Latest Quote Total');

    const { mappings } = await api.json<{ mappings: { picketField: string; ghlFieldName: string; formatRule: string }[] }>('GET', '/api/crm/field-mappings');
    expect(mappings).toEqual([expect.objectContaining({ picketField: 'quote.total', ghlFieldName: 'Latest Quote Total', formatRule: 'money' })]);
    await expectNoA11yViolations(page);
    await api.dispose();
  });
}
