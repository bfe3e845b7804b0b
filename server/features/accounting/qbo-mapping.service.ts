// Settings → Accounting → Mapping: the contractor's QuickBooks items, accounts and tax codes to choose from (or
// Picket's four items created), the mapping saved after checking each choice still exists, and a preview of how one
// real quote's invoices will land before anything is sent.
import { and, desc, eq, ne } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, fieldError } from '../../../core/errors';
import { invoiceDocNumber, invoiceSplit, QBO_DEFAULT_ITEM_NAMES, QBO_ITEM_KEYS, type QboItemKey } from '../../../core/quickbooks/invoice-lines';
import type { QboMapping, QboMappingOptions, QboPreview } from '../../../core/quickbooks/quickbooks.schema';
import type { Db } from '../../db/connection';
import { homeowners, qboConnections, quotes } from '../../db/schema/index';
import type { QboSetup } from '../../integrations/clients';
import type { QboClient } from '../../integrations/quickbooks/qbo-client';
import { qboQuoted } from '../../integrations/quickbooks/qbo-client';
import { isQboApiError } from '../../integrations/quickbooks/qbo-errors';
import { customerNameOf } from './qbo-customers';
import { qboClientFor, type QboClientForOptions } from './qbo-connection';
import { quoteAmountsOf } from './qbo-invoice-subjects';
import { qboConnectionView } from './qbo-connection.service';

export type ClientFor = (db: Db, contractorId: string) => Promise<QboClient | null>;
export const clientForSetup = (qbo: QboSetup, options: QboClientForOptions = {}): ClientFor => (db, contractorId) => qboClientFor(db, qbo, contractorId, options);

/** Turns a QuickBooks failure on a settings call into an answer the page can show. */
function asAppError(error: unknown): never {
  if (isQboApiError(error)) {
    if (error.kind === 'unauthorized') throw new AppError('CONFLICT', errorMessage('signedInErrors.quickbooks.reconnect'));
    if (error.retryable) throw new AppError('UPSTREAM_UNAVAILABLE', errorMessage('signedInErrors.quickbooks.unreachable'));
    throw new AppError('CONFLICT', errorMessage('signedInErrors.quickbooks.refused', { reason: error.message }));
  }
  throw error;
}

async function requireClient(db: Db, clientFor: ClientFor, contractorId: string): Promise<QboClient> {
  let client: QboClient | null;
  try {
    client = await clientFor(db, contractorId);
  } catch (error) {
    asAppError(error);
  }
  if (!client) throw new AppError('CONFLICT', errorMessage('signedInErrors.quickbooks.notConnected'));
  return client;
}

async function readOptions(client: QboClient): Promise<QboMappingOptions> {
  const [items, accounts, taxCodes] = await Promise.all([client.query('Item', 'Active = true', { max: 1000 }), client.query('Account', 'Active = true', { max: 1000 }), client.query('TaxCode', undefined, { max: 1000 })]);
  const byName = (name: string) => items.find((i) => i.Name.toLowerCase() === name.toLowerCase())?.Id;
  const suggestedItems: Partial<Record<QboItemKey, string>> = {};
  for (const key of QBO_ITEM_KEYS) {
    const id = byName(QBO_DEFAULT_ITEM_NAMES[key]);
    if (id) suggestedItems[key] = id;
  }
  const accountWhere = (test: (a: (typeof accounts)[number]) => boolean) => accounts.find(test)?.Id;
  const undeposited = accountWhere((a) => a.AccountSubType === 'UndepositedFunds');
  return {
    items: items.map((i) => ({ id: i.Id, name: i.Name })),
    accounts: accounts.map((a) => ({ id: a.Id, name: a.Name, type: a.AccountType })),
    taxCodes: taxCodes.filter((t) => t.Active !== false).map((t) => ({ id: t.Id, name: t.Name })),
    suggested: {
      items: suggestedItems,
      depositAccountId: undeposited,
      clearingAccountId: accountWhere((a) => /stripe|clearing/i.test(a.Name)) ?? undeposited,
      feeAccountId: accountWhere((a) => a.AccountSubType === 'BankCharges') ?? accountWhere((a) => a.AccountType === 'Expense'),
      // Suppliers' bills: a cost-of-goods (or expense) account for materials, if the company has one by that name.
      materialsAccountId: accountWhere((a) => /material/i.test(a.Name) && ['Cost of Goods Sold', 'Expense'].includes(a.AccountType)),
    },
  };
}

export async function qboMappingOptions(db: Db, clientFor: ClientFor, contractorId: string): Promise<QboMappingOptions> {
  const client = await requireClient(db, clientFor, contractorId);
  try {
    return await readOptions(client);
  } catch (error) {
    asAppError(error);
  }
}

/** Finds or creates Picket's four service items (income to the first income account); answers the options. */
export async function createDefaultItems(db: Db, clientFor: ClientFor, contractorId: string): Promise<QboMappingOptions> {
  const client = await requireClient(db, clientFor, contractorId);
  try {
    const [income] = await client.query('Account', `AccountType = 'Income'`, { max: 1 });
    if (!income) throw new AppError('CONFLICT', errorMessage('signedInErrors.quickbooks.refused', { reason: 'The company has no income account' }));
    for (const key of QBO_ITEM_KEYS) {
      const name = QBO_DEFAULT_ITEM_NAMES[key];
      const [existing] = await client.query('Item', `Name = ${qboQuoted(name)}`, { max: 1 });
      // The requestid is the company's and the item's: a double click or a retry creates one item.
      if (!existing) await client.create('Item', { Name: name, Type: 'Service', IncomeAccountRef: { value: income.Id } }, `item-${client.realmId}-${key}`.slice(0, 50));
    }
    return await readOptions(client);
  } catch (error) {
    asAppError(error);
  }
}

/** Saves the mapping after checking every chosen id is in the company (each missing one named at once). */
export async function saveQboMapping(db: Db, qbo: QboSetup, clientFor: ClientFor, contractorId: string, mapping: QboMapping) {
  const client = await requireClient(db, clientFor, contractorId);
  let options: QboMappingOptions;
  try {
    options = await readOptions(client);
  } catch (error) {
    asAppError(error);
  }
  const gone = errorMessage('signedInErrors.quickbooks.mappingGone');
  const errors = [
    ...QBO_ITEM_KEYS.filter((k) => !options.items.some((i) => i.id === mapping.items[k])).map((k) => fieldError(`items.${k}`, gone)),
    ...(['depositAccountId', 'clearingAccountId', 'feeAccountId'] as const).filter((k) => !options.accounts.some((a) => a.id === mapping[k])).map((k) => fieldError(k, gone)),
    ...(mapping.materialsAccountId && !options.accounts.some((a) => a.id === mapping.materialsAccountId) ? [fieldError('materialsAccountId', gone)] : []),
    ...(mapping.taxCodeId && !options.taxCodes.some((t) => t.id === mapping.taxCodeId) ? [fieldError('taxCodeId', gone)] : []),
  ];
  if (errors.length) throw new AppError('VALIDATION', errorMessage('validation.invalid_input'), errors);
  const [row] = await db
    .update(qboConnections)
    .set({ mapping: { ...mapping, taxCodeId: mapping.taxCodeId || null, materialsAccountId: mapping.materialsAccountId || null }, updatedAt: new Date() })
    .where(eq(qboConnections.contractorId, contractorId))
    .returning();
  return qboConnectionView(qbo, row ?? null);
}

/** How a quote (the one asked for, else the latest past draft) will land: its customer and each invoice's lines. */
export async function qboPreview(db: Db, contractorId: string, quoteId: string | undefined, itemNames: Partial<Record<QboItemKey, string>> = {}): Promise<QboPreview> {
  const where = quoteId ? and(eq(quotes.contractorId, contractorId), eq(quotes.id, quoteId)) : and(eq(quotes.contractorId, contractorId), ne(quotes.status, 'draft'));
  const [quote] = await db.select().from(quotes).where(where).orderBy(desc(quotes.createdAt)).limit(1);
  if (!quote) {
    if (quoteId) throw new AppError('NOT_FOUND', errorMessage('errors.quotes.notFound'));
    return { quote: null, customer: null, invoices: [] };
  }
  const [h] = quote.homeownerId ? await db.select().from(homeowners).where(eq(homeowners.id, quote.homeownerId)).limit(1) : [];
  const amounts = quoteAmountsOf(quote);
  const parts = quote.depositCents > 0 && quote.depositCents < quote.totalCents
    ? [{ part: 'D', label: 'deposit', amountCents: quote.depositCents }, { part: '2', label: 'balance', amountCents: quote.totalCents - quote.depositCents }]
    : [{ part: '1', label: 'total', amountCents: quote.totalCents }];
  return {
    quote: { id: quote.id, quoteNumber: quote.quoteNumber, totalCents: quote.totalCents },
    customer: h ? { displayName: customerNameOf(h) ?? '', email: h.email ?? null } : null,
    invoices: parts.map((p) => {
      const split = invoiceSplit(amounts, p.amountCents);
      return {
        docNumber: invoiceDocNumber({ quoteNumber: quote.quoteNumber, jobNumber: null, part: p.part }),
        label: p.label,
        lines: split.lines.map((l) => ({ item: l.item, itemName: itemNames[l.item] ?? null, amountCents: l.amountCents })),
        taxCents: split.taxCents,
        totalCents: split.totalCents,
      };
    }),
  };
}
