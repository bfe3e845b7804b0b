// Issue 24: what the quote will cost the contractor and what they keep, on their own quote page (never the homeowner's).
// A material without a cost or labour costs never set make the margin "incomplete", never a silent zero.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as api from '../../../core/costing/costing.api';
import type { QuoteCosting } from '../../../core/costing/costing.schema';
import { formatCents } from '../../../core/money';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { UnitInput } from '../../ui/unit-input';

function Row({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-3 border-t border-border pt-2 font-semibold' : 'flex justify-between gap-3'}>
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
}

function CrewInputs({ quoteId, costing }: { quoteId: string; costing: QuoteCosting }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const qc = useQueryClient();
  const [hours, setHours] = useState(costing.inputs.crewHours === null ? '' : String(costing.inputs.crewHours));
  const [error, setError] = useState<string | null>(null);
  const save = async (patch: Partial<QuoteCosting['inputs']>) => {
    setError(null);
    const text = hours.trim().replace(',', '.');
    const crewHours = text === '' ? null : Number(text);
    try {
      const next = await apiCall(api.saveQuoteCostInputs, {
        params: { id: quoteId },
        // Text that is not a number goes as it is, so the server's message names the field.
        body: { crewHours: crewHours === null || Number.isFinite(crewHours) ? crewHours : (text as never), paidByCard: costing.inputs.paidByCard, ...patch },
      });
      qc.setQueryData(contractQueryKey(api.getQuoteCosting, { params: { id: quoteId } }), next);
    } catch (e) {
      setError(serverText(e as never, t('suppliers.saveFailed')));
    }
  };
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <Checkbox id="costing-card" checked={costing.inputs.paidByCard} onCheckedChange={(v) => void save({ paidByCard: v === true })} />
        <Label htmlFor="costing-card">{t('suppliers.costing.paidByCard')}</Label>
      </div>
      {costing.inputs.crewHourlyCostCents !== null ? (
        <FormField label={t('suppliers.costing.crewHours')} hint={t('suppliers.costing.crewHoursHint', { cost: formatCents(costing.inputs.crewHourlyCostCents) })} error={error ?? undefined}>
          <UnitInput suffix={t('suppliers.costing.hours')} inputMode="decimal" value={hours} onChange={(e) => setHours(e.target.value)} onBlur={() => void save({})} />
        </FormField>
      ) : error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}

const percent = (p: number | null) => (p === null ? '—' : `${p.toLocaleString(undefined, { maximumFractionDigits: 1 })}%`);

/** Issue 25: each option's price, cost and margin, side by side (the figures above are the option the quote shows). */
function OptionMargins({ options }: { options: QuoteCosting['options'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="option-margins-title" className="grid gap-2 border-t border-border pt-3">
      <h3 id="option-margins-title" className="font-semibold">{t('quoteOptions.costing.title')}</h3>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {options.map((o) => (
          <li key={o.optionId} data-testid="option-margin" className="grid content-start gap-1 rounded-md border border-border p-2">
            <p className="flex flex-wrap items-center gap-1 font-medium">
              <span className="min-w-0 break-words">{t('quoteOptions.card.optionName', { position: o.position, name: o.name })}</span>
              {o.chosen ? <Badge variant="success">{t('quoteOptions.card.chosen')}</Badge> : o.recommended ? <Badge>{t('quoteOptions.card.recommended')}</Badge> : null}
            </p>
            <dl className="grid gap-0.5">
              <Row label={t('suppliers.costing.price')} cents={o.priceCents} />
              <Row label={t('suppliers.costing.cost')} cents={o.costCents} />
              <div className="flex justify-between gap-3 font-semibold">
                <dt>{t('suppliers.costing.margin')}</dt>
                <dd className="text-right tabular-nums">
                  {o.complete ? `${formatCents(o.marginCents)} · ${percent(o.marginPercent)}` : t('suppliers.costing.incomplete')}
                </dd>
              </div>
            </dl>
            {o.belowMinimum ? <Badge variant="destructive" className="justify-self-start">{t('suppliers.costing.belowMinimumBadge')}</Badge> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function QuoteCostingPanel({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation();
  const costing = useContractQuery(api.getQuoteCosting, { params: { id: quoteId } });
  const [showMaterials, setShowMaterials] = useState(false);
  if (costing.isPending) return null;
  if (costing.isError) return <p role="alert" className="text-sm text-destructive">{t('suppliers.costing.loadFailed')}</p>;
  const c = costing.data;
  const uncosted = c.materials.filter((m) => m.costCents === null);
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t('suppliers.costing.title')}
          {!c.complete ? <Badge variant="warning">{t('suppliers.costing.incomplete')}</Badge> : c.belowMinimum ? <Badge variant="destructive">{t('suppliers.costing.belowMinimumBadge')}</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <dl className="grid gap-1">
          <Row label={t('suppliers.costing.price')} cents={c.priceCents} />
          <Row label={t('suppliers.costing.materials')} cents={c.materialsCents} />
          <Row label={t('suppliers.costing.labor')} cents={c.laborCents} />
          {c.inputs.paidByCard ? <Row label={t('suppliers.costing.cardFees')} cents={c.cardFeesCents} /> : null}
          <Row label={t('suppliers.costing.cost')} cents={c.costCents} />
          <div className="flex justify-between gap-3 border-t border-border pt-2 font-semibold">
            <dt>{t('suppliers.costing.margin')}</dt>
            <dd className="text-right tabular-nums" data-testid="quote-margin">
              {c.complete
                ? `${formatCents(c.marginCents)} · ${percent(c.marginPercent)}`
                : t('suppliers.costing.incomplete')}
            </dd>
          </div>
        </dl>
        {c.options.length > 0 ? <OptionMargins options={c.options} /> : null}
        {c.belowMinimum && c.minimumMarginPercent !== null ? (
          <p role="status" className="rounded-md border border-destructive/50 p-2 font-medium text-destructive">
            {t('suppliers.costing.belowMinimum', { margin: c.marginPercent ?? 0, minimum: c.minimumMarginPercent })}
          </p>
        ) : null}
        {!c.complete ? (
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
            {c.incomplete.map((r) => (
              <li key={r}>{t(`suppliers.costing.reason.${r}`, { count: uncosted.length })}</li>
            ))}
          </ul>
        ) : null}
        <CrewInputs key={`${c.inputs.crewHours}-${c.inputs.paidByCard}`} quoteId={quoteId} costing={c} />
        {c.materials.length > 0 ? (
          <div className="grid gap-2">
            <Button type="button" variant="outline" size="sm" aria-expanded={showMaterials} onClick={() => setShowMaterials(!showMaterials)}>
              {showMaterials ? t('suppliers.costing.hideMaterials') : t('suppliers.costing.showMaterials')}
            </Button>
            {showMaterials ? (
              <ul className="grid gap-1">
                {c.materials.map((m) => (
                  <li key={m.key} className="flex flex-wrap justify-between gap-x-3">
                    <span className="min-w-0 break-words">
                      {t(`materials.item.${m.material}`, { defaultValue: m.material })} {m.size} × {m.units}
                      {m.packName !== 'each' ? ` (${t('suppliers.prices.packOf', { pack: t(`suppliers.pack.${m.packName}`), count: m.packSize })} × ${m.packs})` : ''}
                    </span>
                    <span className="tabular-nums">{m.costCents === null ? t('suppliers.prices.noCost') : formatCents(m.costCents)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <Link href="/settings?tab=suppliers" className="text-primary underline underline-offset-4">{t('suppliers.costing.setCosts')}</Link>
      </CardContent>
    </Card>
  );
}
