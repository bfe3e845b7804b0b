import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssemblySet } from '../../../../core/materials/assembly-set';
import type { MaterialUnitCost } from '../../../../core/materials/price-from-materials';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { LayoutDocument } from '../../../../core/layout/layout-document.schema';
import { takeoffForLayout } from '../../../../core/layout/takeoff-for-layout';
import { takeoffToPricingRuns } from '../../../../core/layout/takeoff-to-pricing';
import type { ContractorRates } from '../../../../core/quotes/pricing.types';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { withLang } from '../../../lib/i18n';
import { useServerMessage } from '../../../lib/server-message';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { LayoutEditorView } from '../components/layout-editor-view';
import { useLayoutEditor } from '../hooks/use-layout-editor';
import { useMapConfig } from '../hooks/use-map-config';
import { useCustomer } from '../../customers/customer-api';
import { QuoteCustomerSelect } from '../../quotes/quote-customer-select';

type PricingContext = { rates: ContractorRates; systemTaxRatePercent: number; assemblies?: AssemblySet; materialCosts?: Record<string, MaterialUnitCost> };
type SavedQuote = { id: string; diagram: unknown; customer: { id: string } | null; editable: boolean; quoteNumber: number; options: { id: string; diagram: unknown }[] };

/** Issue 25: on a quote with options, ?option= names the option whose drawing is edited (else the one the quote shows, its own drawing). */
const optionOf = (quote: SavedQuote | undefined) => quote?.options.find((o) => o.id === new URLSearchParams(window.location.search).get('option')) ?? null;
type Migration = { migrate: (diagram: unknown) => LayoutDocument };

// Issue 15: reading a saved drawing goes through the layout document's migration, which brings zod and the schema; a new
// quote (/contractor/quote) never needs it, so it is fetched beside the saved quote on /quote/{id}/edit only.
const loadMigration = (): Promise<Migration> =>
  import('../../../../core/layout/migrate-layout-document').then((m) => ({ migrate: m.migrateLayoutDocument }));

/** /contractor/quote (new) and /quote/{id}/edit: draw the fence, see counts and price, save as a layout quote. */
export default function LayoutQuotePage() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const params = useParams<{ id?: string }>();
  const quoteId = params.id ?? null;
  const quote = useQuery<SavedQuote>({ queryKey: ['/api/quotes', quoteId], enabled: Boolean(quoteId), retry: false });
  const migration = useQuery({ queryKey: ['module', 'migrate-layout-document'], queryFn: loadMigration, enabled: Boolean(quoteId), staleTime: Infinity, gcTime: Infinity });
  if (quoteId && (quote.isPending || migration.isPending)) return <Spinner label={t('common.loading')} />;
  if (quoteId && (quote.isError || !quote.data || migration.isError)) {
    return <p role="alert" className="p-6 text-destructive">{quote.error instanceof Error ? serverText(quote.error) : t('layoutEditor.page.loadFailed')}</p>;
  }
  let initial: LayoutDocument | undefined;
  try {
    const diagram = optionOf(quote.data)?.diagram ?? quote.data?.diagram;
    initial = diagram && migration.data ? migration.data.migrate(diagram) : undefined;
  } catch {
    initial = undefined;
  }
  return <LayoutQuoteEditor key={`${quoteId ?? 'new'}:${optionOf(quote.data)?.id ?? ''}`} quote={quote.data ?? null} initial={initial} />;
}

function LayoutQuoteEditor({ quote, initial }: { quote: SavedQuote | null; initial?: LayoutDocument }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [editor, snapshot] = useLayoutEditor(initial, initial ? 'select' : 'draw');
  const ctx = useQuery<PricingContext>({ queryKey: quote ? ['/api/quotes/pricing-context', { quoteId: quote.id }] : ['/api/quotes/pricing-context'] });
  const map = useMapConfig();
  // A new quote started from a customer's page arrives with ?customerId=.
  const [homeownerId, setHomeownerId] = useState(quote?.customer?.id ?? new URLSearchParams(window.location.search).get('customerId') ?? '');
  const chosen = useCustomer(homeownerId).data;
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () => {
      const diagram = snapshot.doc;
      const runs = takeoffToPricingRuns(takeoffForLayout(diagram));
      return quote
        ? apiRequest<{ id: string }>('PATCH', `/api/quotes/${quote.id}`, { diagram, runs, homeownerId, ...(optionOf(quote) ? { optionId: optionOf(quote)?.id } : {}) })
        : apiRequest<{ id: string }>('POST', '/api/quotes', { quoteType: 'layout', homeownerId, diagram, runs });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['/api/quotes'] });
      navigate(withLang(`/contractor/quote/${saved.id}/view`, window.location.search));
    },
    onError: (e) => setError(e instanceof ApiError && e.errors?.length ? e.errors.map((x) => serverText(x)).join(' · ') : e instanceof Error ? serverText(e) : t('layoutEditor.page.saveFailed')),
  });

  const onSave = () => {
    if (!homeownerId) return setError(t('layoutEditor.page.customerRequired'));
    if (snapshot.doc.runs.length === 0) return setError(t('layoutEditor.page.drawingRequired'));
    setError(null);
    save.mutate();
  };

  const customerAddress = chosen ? [chosen.address, chosen.city, chosen.state, chosen.zipCode].filter(Boolean).join(', ') : null;

  const aside = (
    <section aria-labelledby="quote-save-title" className="grid gap-2 rounded-lg border border-border bg-card p-3">
      <h2 id="quote-save-title" className="text-base font-semibold">{quote ? t('layoutEditor.page.editTitle', { n: quote.quoteNumber }) : t('layoutEditor.page.saveTitle')}</h2>
      <QuoteCustomerSelect value={homeownerId} onChange={setHomeownerId} error={error && !homeownerId ? error : undefined} />
      {error && homeownerId ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
      <Button onClick={onSave} disabled={save.isPending || (quote ? !quote.editable : false)}>
        {save.isPending ? t('layoutEditor.page.saving') : t('layoutEditor.page.save')}
      </Button>
    </section>
  );

  return (
    <section className="mx-auto grid max-w-7xl gap-4 px-3 py-4 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold">{t('layoutEditor.page.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('layoutEditor.page.subtitle')}</p>
      </header>
      <LayoutEditorView editor={editor} snapshot={snapshot} rates={ctx.data?.rates ?? null} taxRatePercent={ctx.data?.systemTaxRatePercent} assemblies={ctx.data?.assemblies ?? null} materialCosts={ctx.data?.materialCosts ?? null} map={map} aside={aside} customerAddress={customerAddress} />
    </section>
  );
}
