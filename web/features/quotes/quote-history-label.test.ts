// Issue 21: a quote's history never shows a code (crm_status_not_applied, "Status changed to sent").
import { afterEach, describe, expect, it } from 'vitest';
import { crmNotAppliedResults, quoteHistoryKinds } from '../../../core/quotes/quote-history';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import i18n, { loadStrings } from '../../lib/i18n';
import { quoteHistoryLabel } from './quote-history-label';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('quote history labels', () => {
  it('every kind and every not-applied reason has a label in English and Spanish', () => {
    for (const locale of [en, es] as { quotes: { history: Record<string, unknown> & { crmWhy: Record<string, string> } } }[]) {
      for (const kind of quoteHistoryKinds) expect(typeof locale.quotes.history[kind], kind).toBe('string');
      for (const why of crmNotAppliedResults) expect(typeof locale.quotes.history.crmWhy[why], why).toBe('string');
    }
  });

  it('reads status codes and CRM outcomes as words, in Spanish too', async () => {
    await loadStrings('es', ['quotes']);
    await i18n.changeLanguage('es');
    const t = i18n.getFixedT('es');
    expect(quoteHistoryLabel(t, { type: 'status_changed', data: { from: 'draft', to: 'sent' } })).toBe(`Estado cambiado a ${es.quotes.status.sent}`);
    const notApplied = quoteHistoryLabel(t, { type: 'crm_status_not_applied', data: { source: 'ghl', result: 'refused', from: 'approved', wanted: 'sent' } });
    expect(notApplied).toBe('GoHighLevel pidió un cambio de estado que no se aplicó: Picket no permite ese cambio de estado');
    expect(quoteHistoryLabel(t, { type: 'something_new', data: {} })).toBe('Otro cambio');
  });
});
