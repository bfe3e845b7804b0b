// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSettings, PricingSettings } from '../../../core/settings/settings.schema';
import i18n from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { Toaster } from '../../ui/toast';
import { dismissToast } from '../../ui/use-toast';
import { PaymentsForm } from './payments-form';
import { PricingForm } from './pricing-form';

// SPEC §9 contractor defaults, in cents.
const pricing: PricingSettings = {
  materialPerFootVinylCents: 2500,
  materialPerFootCedarCents: 2000,
  materialPerFootChainCents: 1500,
  gatePriceVinylCents: 15000,
  gatePriceCedarCents: 12500,
  gatePriceChainCents: 10000,
  laborPerFootCents: 1000,
  laborPerPostCents: 500,
  laborPerGateCents: 5000,
  removalPricingType: 'flat',
  removalFlatFeeCents: 50000,
  removalPerFootCents: 800,
  minimumChargeCents: 50000,
  excavationCents: 300,
  concreteSetCents: 1200,
  markupPercentage: 20,
  taxEnabled: true,
  taxRatePercent: null,
};
const payments: PaymentSettings = {
  paymentScheduleType: 'deposit',
  depositPercentage: 30,
  twoPayDepositPercentage: 50,
  threePayDepositPercentage: 30,
  threePayMaterialsPercentage: 30,
  threePayFinalPercentage: 40,
  defaultMilestoneSchedule: null,
  depositReminderDays: 3,
  paymentTerms: 'net_30',
  lateFeeType: 'percent',
  lateFeeValue: 5,
  acceptedPaymentMethods: ['cash', 'check', 'card', 'finance'],
  communicationPreference: 'both',
  financingEnabled: false,
  financingUrl: '',
  financePartner: 'synchrony',
};

type Reply = { status: number; body?: unknown };
let putReply: (body: Record<string, unknown>) => Reply;
const puts: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  puts.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    let reply: Reply = { status: 404, body: { message: 'Not found' } };
    if (url === '/api/csrf-token') reply = { status: 200, body: { csrfToken: 't' } };
    else if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push({ url, body });
      reply = putReply(body);
    }
    return new Response(JSON.stringify(reply.body ?? null), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(async () => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderWithClient(ui: React.ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('pricing form: dollars on screen, cents on the wire', () => {
  it('shows cents as dollars with 2 decimals and saves typed dollars as integer cents', async () => {
    putReply = (body) => ({ status: 200, body: { email: 'a@b.c', business: {}, pricing: body, payments, customerPage: { testimonials: [], faqs: [] } } });
    renderWithClient(<PricingForm initial={pricing} />);
    expect(field('Vinyl per foot').value).toBe('25.00');
    expect(field('Minimum install charge').value).toBe('500.00');
    expect(screen.queryByText('You have unsaved changes on this tab.')).toBeNull();
    fireEvent.change(field('Vinyl per foot'), { target: { value: '31.45' } });
    expect(screen.getByText('You have unsaved changes on this tab.')).toBeTruthy();
    fireEvent.change(field('Concrete set per post'), { target: { value: '$1,012.5' } });
    fireEvent.blur(field('Concrete set per post'));
    expect(field('Concrete set per post').value).toBe('1012.50');
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    await screen.findByText('Settings saved');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.url).toBe('/api/settings/pricing');
    expect(puts[0]!.body.materialPerFootVinylCents).toBe(3145);
    expect(puts[0]!.body.concreteSetCents).toBe(101250);
    expect(puts[0]!.body.minimumChargeCents).toBe(50000);
    // The saved answer becomes the form's new starting point.
    await waitFor(() => expect(screen.queryByText('You have unsaved changes on this tab.')).toBeNull());
    expect(field('Vinyl per foot').value).toBe('31.45');
  });

  it('shows the schema message inline and sends nothing when the chosen removal fee is 0 (SPEC §5)', async () => {
    renderWithClient(<PricingForm initial={pricing} />);
    fireEvent.change(field('Removal flat fee'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('Removal flat fee must be greater than 0')).toBeTruthy();
    expect(field('Removal flat fee').getAttribute('aria-invalid')).toBe('true');
    expect(puts).toHaveLength(0);
  });

  it('says the same message in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithClient(<PricingForm initial={pricing} />);
    fireEvent.change(field('Tarifa fija de retiro'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar precios' }));
    expect(await screen.findByText('La tarifa fija de retiro debe ser mayor que 0')).toBeTruthy();
  });

  it('puts the server field errors on the fields and the server message in a destructive toast', async () => {
    putReply = () => ({ status: 400, body: { message: 'Cedar per foot is too large', code: 'VALIDATION', errors: [{ path: 'materialPerFootCedarCents', message: 'Cedar per foot is too large' }] } });
    renderWithClient(<PricingForm initial={pricing} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(field('Cedar per foot').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Cedar per foot is too large').length).toBe(2);
    expect(screen.getByText('Error')).toBeTruthy();
  });
});

describe('payments form', () => {
  it('refuses a three-payment split that does not add up to 100% (SPEC §5)', async () => {
    renderWithClient(<PaymentsForm initial={{ ...payments, paymentScheduleType: 'three_pay' }} />);
    fireEvent.change(field('Materials payment'), { target: { value: '30' } });
    fireEvent.change(field('Final payment'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payment rules' }));
    expect(await screen.findByText('Three payment percentages must add up to 100%')).toBeTruthy();
    expect(puts).toHaveLength(0);
  });

  it('accepts 33.33/33.33/33.34 and saves it', async () => {
    putReply = (body) => ({ status: 200, body: { email: 'a@b.c', business: {}, pricing, payments: body, customerPage: { testimonials: [], faqs: [] } } });
    renderWithClient(<PaymentsForm initial={{ ...payments, paymentScheduleType: 'three_pay' }} />);
    fireEvent.change(field('Deposit'), { target: { value: '33.33' } });
    fireEvent.change(field('Materials payment'), { target: { value: '33.33' } });
    fireEvent.change(field('Final payment'), { target: { value: '33.34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payment rules' }));
    await screen.findByText('Settings saved');
    expect(puts[0]!.body).toMatchObject({ paymentScheduleType: 'three_pay', threePayDepositPercentage: 33.33, threePayMaterialsPercentage: 33.33, threePayFinalPercentage: 33.34 });
  });

  it('starts a custom milestone schedule at 50/50 and refuses one that does not add up to 100% (SPEC §5)', async () => {
    putReply = (body) => ({ status: 200, body: { email: 'a@b.c', business: {}, pricing, payments: body, customerPage: { testimonials: [], faqs: [] } } });
    renderWithClient(<PaymentsForm initial={payments} />);
    fireEvent.click(screen.getByRole('radio', { name: /^Custom milestones/ }));
    expect(field('Milestone 1 name').value).toBe('Deposit');
    expect(field('Milestone 2 percentage').value).toBe('50');
    fireEvent.click(screen.getByRole('button', { name: 'Add milestone' }));
    fireEvent.change(field('Milestone 3 name'), { target: { value: 'Posts set' } });
    fireEvent.change(field('Milestone 3 percentage'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payment rules' }));
    expect(await screen.findByText('Milestone percentages must add up to 100%')).toBeTruthy();
    expect(puts).toHaveLength(0);
    fireEvent.change(field('Milestone 1 percentage'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payment rules' }));
    await screen.findByText('Settings saved');
    expect(puts[0]!.body.paymentScheduleType).toBe('milestone');
    expect(puts[0]!.body.defaultMilestoneSchedule).toEqual([
      { name: 'Deposit', percentage: 40 },
      { name: 'Final Payment', percentage: 50 },
      { name: 'Posts set', percentage: 10 },
    ]);
  });
});
