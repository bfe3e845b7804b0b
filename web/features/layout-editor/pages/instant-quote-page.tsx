import { Suspense, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { NewCustomerInput } from '../../../../core/customers/customer.schema';
import type { InstantFenceInput } from '../../../../core/layout/instant-quote.schema';
import { emptyLayoutDocument, fenceHeights } from '../../../../core/layout/layout-constants';
import type { LayoutDocument } from '../../../../core/layout/layout-document.schema';
import { formatCents } from '../../../../core/money';
import { lazy } from '../../../lib/lazy-page';
import { ApiError } from '../../../lib/api-client';
import { languageFromSearch } from '../../../lib/i18n';
import { useServerMessage, type ServerText } from '../../../lib/server-message';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { useInstantPrice, useRequestExactQuote, useShortLink } from '../hooks/use-instant-quote';
import { Spinner } from '../../../ui/spinner';
import { fenceTypes, type FenceType } from '../../../../core/catalogue/fence-types';

// The forms' schemas (and zod with them, ~23 KB compressed) are fetched when the homeowner starts on a form, not with
// the page (issue 15); a failed fetch shows as the page's own "could not get a price" message.
const fenceSchema = () => import('../../../../core/layout/instant-quote.schema').then((m) => m.instantFenceSchema);
const customerSchema = () => import('../../../../core/customers/customer.schema').then((m) => m.newCustomerSchema);
const prefetchSchemas = () => void Promise.all([fenceSchema(), customerSchema()]).catch(() => undefined);
// The drawing editor (~11 KB compressed) comes when the homeowner picks "Draw" (the page opens on typing the length).
const InstantDraw = lazy(() => import('../components/instant-draw'));

type Errors = Record<string, string>;
const emptyCustomer: NewCustomerInput = { firstName: '', lastName: '', email: '', phone: '', address: '', city: '', state: '', zipCode: '' };

function errorsOf(issues: { path: PropertyKey[]; message: string }[], prefix = ''): Errors {
  const out: Errors = {};
  for (const i of issues) out[prefix + i.path.map(String).join('.')] ??= i.message;
  return out;
}

// Server errors are kept with their key and params, so they are worded at render time in the page's language.
type RawErrors = Record<string, string | ServerText>;

function apiErrors(e: unknown, fallback: string): RawErrors {
  if (e instanceof ApiError && e.errors?.length) return Object.fromEntries(e.errors.map((x) => [x.path, x]));
  return { form: e instanceof Error && e.message ? e : fallback };
}

/** /homeowner/quote, /quote and /e/{shortCode}: a homeowner prices a fence and asks for an exact quote. */
export default function InstantQuotePage() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const params = useParams<{ shortCode?: string }>();
  const shortCode = params.shortCode ?? null;
  const link = useShortLink(shortCode);
  const editorRef = useRef<unknown>(null); // the drawing's editor, made by InstantDraw: it outlives switching modes
  const [drawing, setDrawing] = useState<LayoutDocument>(emptyLayoutDocument);
  const [mode, setMode] = useState<'type' | 'draw'>('type');
  const [fence, setFence] = useState({ lengthFt: '', fenceType: 'vinyl' as FenceType, heightFt: 6, singleGates: '0', doubleGates: '0', removeExisting: false });
  const [zipCode, setZipCode] = useState('');
  const [customer, setCustomer] = useState<NewCustomerInput>(emptyCustomer);
  const [rawErrors, setErrors] = useState<RawErrors>({});
  // Schema and server messages are English (SPEC §5); the page shows them in the chosen language.
  const errors: Errors = useMemo(() => Object.fromEntries(Object.entries(rawErrors).map(([k, v]) => [k, serverText(typeof v === 'string' ? { message: v } : v)])), [rawErrors, serverText]);
  const price = useInstantPrice();
  const request = useRequestExactQuote();

  if (shortCode && link.isError) {
    return <p role="alert" className="mx-auto max-w-xl p-6 text-destructive">{t('instantQuote.linkNotFound')}</p>;
  }
  const brand = link.data?.contractor.name ?? null;

  const fenceInput = (): InstantFenceInput => ({
    ...(mode === 'draw' ? { diagram: drawing } : { lengthFt: fence.lengthFt.trim() === '' ? undefined : Number(fence.lengthFt) }),
    fenceType: fence.fenceType,
    heightFt: fence.heightFt,
    singleGates: Number(fence.singleGates),
    doubleGates: Number(fence.doubleGates),
    removeExisting: fence.removeExisting,
  });

  const onPrice = async (e: FormEvent) => {
    e.preventDefault();
    const schema = await fenceSchema().catch(() => null);
    if (!schema) return setErrors({ form: t('common.networkError') });
    const parsed = schema.safeParse(fenceInput());
    const next = parsed.success ? {} : errorsOf(parsed.error.issues, 'fence.');
    if (mode === 'draw' && drawing.runs.length === 0) next['fence.lengthFt'] = t('instantQuote.drawFirst');
    if (zipCode && !/^\d{5}$/.test(zipCode)) next.zipCode = 'ZIP code must be 5 digits';
    setErrors(next);
    if (Object.keys(next).length) return;
    price.mutate({ shortCode: shortCode ?? undefined, zipCode: zipCode || undefined, fence: fenceInput() }, { onError: (err) => setErrors(apiErrors(err, t('instantQuote.failed'))) });
  };

  const onRequest = async (e: FormEvent) => {
    e.preventDefault();
    const schema = await customerSchema().catch(() => null);
    if (!schema) return setErrors({ form: t('common.networkError') });
    const parsed = schema.safeParse(customer);
    const next = parsed.success ? {} : errorsOf(parsed.error.issues, 'customer.');
    setErrors(next);
    if (Object.keys(next).length) return;
    request.mutate(
      { shortCode: shortCode ?? undefined, fence: fenceInput(), customer, language: languageFromSearch(window.location.search) },
      { onError: (err) => setErrors(apiErrors(err, t('instantQuote.failed'))) },
    );
  };

  const field = 'h-10 w-full rounded-md border border-input bg-card px-2 text-sm';
  const setC = (k: keyof NewCustomerInput) => (e: { target: { value: string } }) => setCustomer({ ...customer, [k]: e.target.value });

  if (request.isSuccess) {
    return (
      <section className="mx-auto grid max-w-xl gap-3 px-4 py-10">
        <h1 className="text-2xl font-bold">{t('instantQuote.thanksTitle')}</h1>
        <p role="status">{brand ? t('instantQuote.thanksBrand', { name: brand }) : t('instantQuote.thanks')}</p>
      </section>
    );
  }

  return (
    <section className="mx-auto grid max-w-3xl gap-5 px-3 py-6 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{brand ? t('instantQuote.titleBrand', { name: brand }) : t('instantQuote.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('instantQuote.subtitle')}</p>
      </header>

      <form onSubmit={(e) => void onPrice(e)} onFocusCapture={prefetchSchemas} onPointerDownCapture={prefetchSchemas} noValidate className="grid gap-4 rounded-lg border border-border bg-card p-4">
        <h2 className="text-lg font-semibold">{t('instantQuote.fenceTitle')}</h2>
        <div role="radiogroup" aria-label={t('instantQuote.howTitle')} className="flex gap-2" onPointerOver={() => void InstantDraw.preload().catch(() => undefined)} onFocusCapture={() => void InstantDraw.preload().catch(() => undefined)}>
          {(['type', 'draw'] as const).map((m) => (
            <Button key={m} size="sm" role="radio" aria-checked={mode === m} variant={mode === m ? 'default' : 'outline'} onClick={() => setMode(m)}>
              {t(`instantQuote.mode.${m}`)}
            </Button>
          ))}
        </div>
        {mode === 'draw' ? (
          <>
            <Suspense fallback={<div className="grid min-h-96 place-items-center rounded-md border border-border"><Spinner /></div>}>
              <InstantDraw editorRef={editorRef} onChange={setDrawing} />
            </Suspense>
            {errors['fence.lengthFt'] ? <p role="alert" className="text-sm font-medium text-destructive">{errors['fence.lengthFt']}</p> : null}
          </>
        ) : (
          <FormField label={t('instantQuote.length')} error={errors['fence.lengthFt']}>
            <Input inputMode="decimal" value={fence.lengthFt} onChange={(e) => setFence({ ...fence, lengthFt: e.target.value })} />
          </FormField>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('layoutEditor.props.fenceType')} error={errors['fence.fenceType']}>
            <select className={field} value={fence.fenceType} onChange={(e) => setFence({ ...fence, fenceType: e.target.value as FenceType })}>
              {fenceTypes.map((f) => <option key={f} value={f}>{t(`layoutEditor.fenceType.${f}`)}</option>)}
            </select>
          </FormField>
          <FormField label={t('layoutEditor.props.height')} error={errors['fence.heightFt']}>
            <select className={field} value={fence.heightFt} onChange={(e) => setFence({ ...fence, heightFt: Number(e.target.value) })}>
              {fenceHeights.map((h) => <option key={h} value={h}>{t('layoutEditor.props.heightOption', { count: h })}</option>)}
            </select>
          </FormField>
          {mode === 'type' ? (
            <>
              <FormField label={t('instantQuote.singleGates')} error={errors['fence.singleGates']}>
                <Input type="number" min={0} max={10} value={fence.singleGates} onChange={(e) => setFence({ ...fence, singleGates: e.target.value })} />
              </FormField>
              <FormField label={t('instantQuote.doubleGates')} error={errors['fence.doubleGates']}>
                <Input type="number" min={0} max={10} value={fence.doubleGates} onChange={(e) => setFence({ ...fence, doubleGates: e.target.value })} />
              </FormField>
            </>
          ) : null}
          {shortCode ? null : (
            <FormField label={t('instantQuote.zip')} error={errors.zipCode} hint={t('instantQuote.zipHint')}>
              <Input inputMode="numeric" maxLength={5} placeholder="12345" value={zipCode} onChange={(e) => setZipCode(e.target.value.replace(/\D/g, '').slice(0, 5))} />
            </FormField>
          )}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" checked={fence.removeExisting} onChange={(e) => setFence({ ...fence, removeExisting: e.target.checked })} />
          <span>{t('layoutEditor.props.removeExisting')}</span>
        </label>
        {errors.form ? <p role="alert" className="text-sm font-medium text-destructive">{errors.form}</p> : null}
        <Button type="submit" disabled={price.isPending}>{price.isPending ? t('instantQuote.pricing') : t('instantQuote.seePrice')}</Button>
      </form>

      {price.data ? (
        <section aria-labelledby="range-title" className="grid gap-1 rounded-lg border border-green-300 bg-green-50 p-4">
          <h2 id="range-title" className="text-lg font-semibold">{t('instantQuote.rangeTitle')}</h2>
          <p className="text-2xl font-bold" data-testid="price-range">{formatCents(price.data.lowCents)} – {formatCents(price.data.highCents)}</p>
          <p className="text-sm">{t('instantQuote.rangeDetail', { feet: Math.round(price.data.fenceFeet), posts: price.data.posts, gates: price.data.gates })}</p>
          <p className="text-xs text-muted-foreground">{price.data.pricedBy === 'contractor' ? t('instantQuote.pricedByContractor', { name: price.data.contractorName }) : t('instantQuote.pricedByPlatform')}</p>
        </section>
      ) : null}

      {price.data ? (
        <form onSubmit={(e) => void onRequest(e)} onFocusCapture={prefetchSchemas} noValidate className="grid gap-3 rounded-lg border border-border bg-card p-4">
          <h2 className="text-lg font-semibold">{t('instantQuote.requestTitle')}</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label={t('instantQuote.firstName')} error={errors['customer.firstName']}><Input autoComplete="given-name" value={customer.firstName} onChange={setC('firstName')} /></FormField>
            <FormField label={t('instantQuote.lastName')} error={errors['customer.lastName']}><Input autoComplete="family-name" value={customer.lastName} onChange={setC('lastName')} /></FormField>
            <FormField label={t('instantQuote.email')} error={errors['customer.email']}><Input type="email" autoComplete="email" value={customer.email} onChange={setC('email')} /></FormField>
            <FormField label={t('instantQuote.phone')} error={errors['customer.phone']}><Input type="tel" autoComplete="tel" placeholder="XXX-XXX-XXXX" value={customer.phone} onChange={setC('phone')} /></FormField>
            <FormField label={t('instantQuote.address')} error={errors['customer.address']} className="sm:col-span-2"><Input autoComplete="street-address" placeholder={t('instantQuote.addressPlaceholder')} value={customer.address} onChange={setC('address')} /></FormField>
            <FormField label={t('instantQuote.city')} error={errors['customer.city']}><Input autoComplete="address-level2" value={customer.city} onChange={setC('city')} /></FormField>
            <div className="grid grid-cols-2 gap-3">
              <FormField label={t('instantQuote.state')} error={errors['customer.state']}><Input maxLength={2} placeholder="CA" value={customer.state} onChange={(e) => setCustomer({ ...customer, state: e.target.value.toUpperCase().slice(0, 2) })} /></FormField>
              <FormField label={t('instantQuote.zip')} error={errors['customer.zipCode']}><Input inputMode="numeric" maxLength={5} placeholder="12345" value={customer.zipCode} onChange={(e) => setCustomer({ ...customer, zipCode: e.target.value.replace(/\D/g, '').slice(0, 5) })} /></FormField>
            </div>
          </div>
          {errors.form ? <p role="alert" className="text-sm font-medium text-destructive">{errors.form}</p> : null}
          <Button type="submit" disabled={request.isPending}>{request.isPending ? t('instantQuote.sending') : t('instantQuote.request')}</Button>
        </form>
      ) : null}
    </section>
  );
}
