// The fake QuickBooks' books: companies (realms) holding entities with Id + SyncToken, the rules QuickBooks enforces
// on them (names unique across customers, vendors and employees; DocNumber unique; stale SyncToken; a deposited
// payment frozen; payments reduce their invoices' balances), requestid replay, and a change log for CDC and webhooks.
import type { QboEntityName } from './qbo-types';

export interface FakeFault {
  status: number;
  code: string;
  message: string;
  detail: string;
  type?: string;
}
export class FakeQboFault extends Error {
  constructor(readonly fault: FakeFault) {
    super(fault.message);
  }
}
const fault = (code: string, message: string, detail: string, status = 400, type = 'ValidationFault') => new FakeQboFault({ status, code, message, detail, type });

type Entity = Record<string, unknown> & { Id: string; SyncToken: string; MetaData: { CreateTime: string; LastUpdatedTime: string } };
export interface FakeChange {
  entity: QboEntityName;
  id: string;
  operation: 'Create' | 'Update' | 'Void' | 'Delete';
  at: number;
}

const NAMED_PEOPLE: QboEntityName[] = ['Customer', 'Vendor', 'Employee'];
const SUPPORTED: QboEntityName[] = ['Customer', 'Vendor', 'Employee', 'Item', 'Account', 'TaxCode', 'Invoice', 'Payment', 'RefundReceipt', 'Purchase', 'Bill', 'Deposit'];
const cents = (n: unknown) => Math.round(Number(n) * 100);
const ref = (v: unknown) => (v as { value?: string } | undefined)?.value;

export class FakeRealm {
  readonly entities = new Map<QboEntityName, Map<string, Entity>>(SUPPORTED.map((n) => [n, new Map()]));
  readonly replies = new Map<string, { status: number; body: unknown }>();
  readonly changes: FakeChange[] = [];
  readonly deposited = new Set<string>();
  private nextId = 1;
  onChange: (change: FakeChange) => void = () => {};

  constructor(
    readonly id: string,
    readonly companyName: string,
  ) {
    const account = (Name: string, AccountType: string, AccountSubType: string) => this.insert('Account', { Name, AccountType, AccountSubType, Active: true });
    account('Services', 'Income', 'ServiceFeeIncome');
    account('Sales of Product Income', 'Income', 'SalesOfProductIncome');
    account('Undeposited Funds', 'Other Current Asset', 'UndepositedFunds');
    account('Checking', 'Bank', 'Checking');
    account('Bank Charges', 'Expense', 'BankCharges');
    this.insert('TaxCode', { Name: 'TAX', Active: true });
    this.insert('TaxCode', { Name: 'NON', Active: true });
    this.insert('Employee', { DisplayName: 'Pat Bookkeeper', Active: true });
  }

  list(entity: QboEntityName): Entity[] {
    return [...(this.entities.get(entity)?.values() ?? [])];
  }

  get(entity: QboEntityName, id: string): Entity {
    const found = this.entities.get(entity)?.get(id);
    if (!found) throw fault('610', 'Object Not Found', `Object Not Found : Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees.`);
    return found;
  }

  private stamp(): string {
    return new Date().toISOString();
  }

  private record(entity: QboEntityName, id: string, operation: FakeChange['operation']) {
    const change = { entity, id, operation, at: Date.now() };
    this.changes.push(change);
    this.onChange(change);
  }

  /** Without the checks: seeding and what a person does in QuickBooks' own screens. */
  insert(entity: QboEntityName, fields: Record<string, unknown>): Entity {
    const now = this.stamp();
    const row = { ...fields, Id: String(this.nextId++), SyncToken: '0', MetaData: { CreateTime: now, LastUpdatedTime: now } } as Entity;
    this.derive(entity, row);
    this.entities.get(entity)!.set(row.Id, row);
    this.record(entity, row.Id, 'Create');
    return row;
  }

  create(entity: QboEntityName, input: Record<string, unknown>): Entity {
    this.validate(entity, input, null);
    if (entity === 'Payment') this.applyPayment(input, 1);
    return this.insert(entity, input);
  }

  update(entity: QboEntityName, input: Record<string, unknown>): Entity {
    const current = this.get(entity, String(input.Id));
    if (String(input.SyncToken) !== current.SyncToken) {
      throw fault('5010', 'Stale Object Error', `Stale Object Error : You and ${this.companyName} are working on this at the same time. ${this.companyName} finished before you did, so your work was not saved.`);
    }
    if (entity === 'Payment' && this.deposited.has(current.Id)) {
      throw fault('6540', 'Deposited Transaction cannot be changed', 'This transaction has been deposited. If you want to change or delete it, you must edit the deposit it appears on and remove it first.');
    }
    const { sparse, ...fields } = input;
    const next = (sparse === true ? { ...current, ...fields } : { ...fields }) as Entity;
    this.validate(entity, next, current);
    if (entity === 'Payment') {
      this.applyPayment(current, -1);
      this.applyPayment(next, 1);
    }
    next.Id = current.Id;
    next.SyncToken = String(Number(current.SyncToken) + 1);
    next.MetaData = { CreateTime: current.MetaData.CreateTime, LastUpdatedTime: this.stamp() };
    this.derive(entity, next);
    this.entities.get(entity)!.set(current.Id, next);
    this.record(entity, current.Id, 'Update');
    return next;
  }

  voidInvoice(input: Record<string, unknown>): Entity {
    const current = this.get('Invoice', String(input.Id));
    if (String(input.SyncToken) !== current.SyncToken) throw fault('5010', 'Stale Object Error', 'Stale Object Error : the invoice changed since you read it.');
    const next = { ...current, Line: (current.Line as Record<string, unknown>[]).map((l) => ({ ...l, Amount: 0 })), TxnTaxDetail: { TotalTax: 0 }, PrivateNote: 'Voided', void: true } as Entity;
    next.SyncToken = String(Number(current.SyncToken) + 1);
    next.MetaData = { CreateTime: current.MetaData.CreateTime, LastUpdatedTime: this.stamp() };
    this.derive('Invoice', next);
    this.entities.get('Invoice')!.set(current.Id, next);
    this.record('Invoice', current.Id, 'Void');
    return next;
  }

  private validate(entity: QboEntityName, input: Record<string, unknown>, current: Entity | null) {
    const required = (field: string) => {
      if (input[field] === undefined || input[field] === null || input[field] === '') {
        throw fault('2020', 'Required param missing, need to supply the required value for the API', `Required parameter ${field} is missing in the request`);
      }
    };
    if (NAMED_PEOPLE.includes(entity)) {
      required('DisplayName');
      const name = String(input.DisplayName);
      if (name.includes(':')) throw fault('2050', 'Invalid string length or format', 'DisplayName cannot contain a colon (:).');
      if (name.length > 500) throw fault('2050', 'Invalid string length or format', 'String length is either shorter or longer than supported by specification. Max:500');
      for (const kind of NAMED_PEOPLE) {
        for (const other of this.list(kind)) {
          if (other.Id === current?.Id && kind === entity) continue;
          if (String(other.DisplayName).toLowerCase() === name.toLowerCase()) {
            throw fault('6240', 'Duplicate Name Exists Error', `The name supplied already exists. : Another customer, vendor or employee is already using this name. Please use a different name. Id=${other.Id}`);
          }
        }
      }
    }
    if (entity === 'Item' || entity === 'Account') {
      required('Name');
      if (this.list(entity).some((o) => o.Id !== current?.Id && String(o.Name).toLowerCase() === String(input.Name).toLowerCase())) {
        throw fault('6240', 'Duplicate Name Exists Error', 'The name supplied already exists. ');
      }
    }
    if (entity === 'Item' && input.Type !== 'Inventory') required('IncomeAccountRef');
    if (entity === 'Invoice' || entity === 'RefundReceipt' || entity === 'Payment') {
      required('CustomerRef');
      this.get('Customer', String(ref(input.CustomerRef)));
    }
    if (entity === 'Invoice' || entity === 'RefundReceipt') {
      const lines = input.Line as Record<string, unknown>[] | undefined;
      if (!Array.isArray(lines) || lines.length === 0) throw fault('2020', 'Required param missing, need to supply the required value for the API', 'Required parameter Line is missing in the request');
      for (const line of lines) {
        if (line.DetailType !== 'SalesItemLineDetail') throw fault('2010', 'Request has invalid or unsupported property', `Property Name:DetailType specified is unsupported or invalid`);
        const detail = line.SalesItemLineDetail as Record<string, unknown> | undefined;
        this.get('Item', String(ref(detail?.ItemRef)));
        if (typeof line.Amount !== 'number' || !Number.isFinite(line.Amount)) throw fault('2050', 'Invalid Number', 'Amount is not a valid number');
      }
      if (input.DocNumber && this.list(entity).some((o) => o.Id !== current?.Id && o.DocNumber === input.DocNumber)) {
        const other = this.list(entity).find((o) => o.DocNumber === input.DocNumber)!;
        throw fault('6140', 'Duplicate Document Number Error', `Duplicate Document Number Error : You must specify a different number. This number has already been used. DocNumber=${String(input.DocNumber)} is assigned to TxnType=${entity} with TxnId=${other.Id}`);
      }
    }
    if (entity === 'RefundReceipt') {
      required('DepositToAccountRef');
      this.get('Account', String(ref(input.DepositToAccountRef)));
    }
    if (entity === 'Payment') {
      required('TotalAmt');
      const lines = (input.Line ?? []) as { Amount: number; LinkedTxn: { TxnId: string; TxnType: string }[] }[];
      let linked = 0;
      for (const line of lines) {
        linked += cents(line.Amount);
        for (const txn of line.LinkedTxn ?? []) {
          if (txn.TxnType !== 'Invoice') continue;
          const invoice = this.get('Invoice', txn.TxnId);
          if (ref(invoice.CustomerRef) !== ref(input.CustomerRef)) throw fault('6000', 'A business validation error has occurred while processing your request', 'The invoice belongs to another customer.');
        }
      }
      if (linked > cents(input.TotalAmt)) throw fault('6000', 'A business validation error has occurred while processing your request', 'The amount applied is more than the payment amount.');
      if (input.DepositToAccountRef) this.get('Account', String(ref(input.DepositToAccountRef)));
    }
    if (entity === 'Purchase') this.validatePurchase(input, required);
    if (entity === 'Deposit') {
      // A deposit into a bank-like account, each line from an account that exists (DepositLineDetail.AccountRef).
      required('DepositToAccountRef');
      this.get('Account', String(ref(input.DepositToAccountRef)));
      const lines = input.Line as Record<string, unknown>[] | undefined;
      if (!Array.isArray(lines) || lines.length === 0) throw fault('2020', 'Required param missing, need to supply the required value for the API', 'Required parameter Line is missing in the request');
      for (const line of lines) {
        if (typeof line.Amount !== 'number' || !Number.isFinite(line.Amount) || line.Amount < 0) throw fault('2050', 'Invalid Number', 'Amount is not a valid number');
        this.get('Account', String(ref((line.DepositLineDetail as Record<string, unknown> | undefined)?.AccountRef)));
      }
    }
    if (entity === 'Bill') this.validateBill(input, required);
  }

  // A Purchase (an expense, check or card charge) as QuickBooks checks one: PaymentType one of its three values, a
  // payment account that money can leave (the type must suit the PaymentType), at least one line, every account line
  // pointing at an account that exists, amounts that are numbers, and a total that is not negative. The codes are
  // Intuit's (2020 missing, 2010 unsupported value, 2050 bad number, 610 gone, 6000 business rule); the business rule's
  // wording is the fake's.
  private validatePurchase(input: Record<string, unknown>, required: (field: string) => void) {
    required('PaymentType');
    required('AccountRef');
    const paymentType = String(input.PaymentType);
    if (!['Cash', 'Check', 'CreditCard'].includes(paymentType)) throw fault('2010', 'Request has invalid or unsupported property', `Property Name:PaymentType specified value ${paymentType} is unsupported or invalid`);
    const account = this.get('Account', String(ref(input.AccountRef)));
    const suits: Record<string, string[]> = { Cash: ['Bank', 'Credit Card', 'Other Current Asset'], Check: ['Bank'], CreditCard: ['Credit Card'] };
    if (!suits[paymentType].includes(String(account.AccountType))) {
      throw fault('6000', 'A business validation error has occurred while processing your request', `Business Validation Error: A ${paymentType} purchase cannot be paid from ${String(account.Name)} (${String(account.AccountType)}).`);
    }
    const lines = input.Line as Record<string, unknown>[] | undefined;
    if (!Array.isArray(lines) || lines.length === 0) throw fault('2020', 'Required param missing, need to supply the required value for the API', 'Required parameter Line is missing in the request');
    let total = 0;
    for (const line of lines) {
      if (typeof line.Amount !== 'number' || !Number.isFinite(line.Amount)) throw fault('2050', 'Invalid Number', 'Amount is not a valid number');
      total += cents(line.Amount);
      if (line.DetailType === 'AccountBasedExpenseLineDetail') {
        const detail = line.AccountBasedExpenseLineDetail as Record<string, unknown> | undefined;
        if (!ref(detail?.AccountRef)) throw fault('2020', 'Required param missing, need to supply the required value for the API', 'Required parameter Line.AccountBasedExpenseLineDetail.AccountRef is missing in the request');
        this.get('Account', String(ref(detail?.AccountRef)));
      } else if (line.DetailType === 'ItemBasedExpenseLineDetail') {
        this.get('Item', String(ref((line.ItemBasedExpenseLineDetail as Record<string, unknown> | undefined)?.ItemRef)));
      } else {
        throw fault('2010', 'Request has invalid or unsupported property', 'Property Name:DetailType specified is unsupported or invalid');
      }
    }
    if (total < 0) throw fault('6000', 'A business validation error has occurred while processing your request', 'Business Validation Error: The transaction total cannot be negative.');
  }

  // A Bill as QuickBooks checks one: a vendor that exists, at least one line, every account line pointing at an
  // account that exists, a customer on a line (billable expense) that exists with a BillableStatus QuickBooks knows,
  // amounts that are numbers, a DocNumber of 21 characters at most, and a total that is not negative.
  private validateBill(input: Record<string, unknown>, required: (field: string) => void) {
    required('VendorRef');
    this.get('Vendor', String(ref(input.VendorRef)));
    if (input.DocNumber !== undefined && String(input.DocNumber).length > 21) throw fault('2050', 'Invalid string length or format', 'String length is either shorter or longer than supported by specification. DocNumber Max:21');
    const lines = input.Line as Record<string, unknown>[] | undefined;
    if (!Array.isArray(lines) || lines.length === 0) throw fault('2020', 'Required param missing, need to supply the required value for the API', 'Required parameter Line is missing in the request');
    let total = 0;
    for (const line of lines) {
      if (typeof line.Amount !== 'number' || !Number.isFinite(line.Amount)) throw fault('2050', 'Invalid Number', 'Amount is not a valid number');
      total += cents(line.Amount);
      if (line.DetailType === 'AccountBasedExpenseLineDetail') {
        const detail = line.AccountBasedExpenseLineDetail as Record<string, unknown> | undefined;
        if (!ref(detail?.AccountRef)) throw fault('2020', 'Required param missing, need to supply the required value for the API', 'Required parameter Line.AccountBasedExpenseLineDetail.AccountRef is missing in the request');
        this.get('Account', String(ref(detail?.AccountRef)));
        if (detail?.CustomerRef !== undefined) this.get('Customer', String(ref(detail.CustomerRef)));
        if (detail?.BillableStatus !== undefined && !['Billable', 'NotBillable', 'HasBeenBilled'].includes(String(detail.BillableStatus))) throw fault('2010', 'Request has invalid or unsupported property', `Property Name:BillableStatus specified value ${String(detail.BillableStatus)} is unsupported or invalid`);
      } else if (line.DetailType === 'ItemBasedExpenseLineDetail') {
        this.get('Item', String(ref((line.ItemBasedExpenseLineDetail as Record<string, unknown> | undefined)?.ItemRef)));
      } else {
        throw fault('2010', 'Request has invalid or unsupported property', 'Property Name:DetailType specified is unsupported or invalid');
      }
    }
    if (total < 0) throw fault('6000', 'A business validation error has occurred while processing your request', 'Business Validation Error: The transaction total cannot be negative.');
  }

  /** A payment's lines take (sign 1) or give back (-1) their amounts from the linked invoices' balances. */
  private applyPayment(payment: Record<string, unknown>, sign: 1 | -1) {
    for (const line of (payment.Line ?? []) as { Amount: number; LinkedTxn: { TxnId: string; TxnType: string }[] }[]) {
      for (const txn of line.LinkedTxn ?? []) {
        if (txn.TxnType !== 'Invoice') continue;
        const invoice = this.entities.get('Invoice')!.get(txn.TxnId);
        if (invoice) invoice.Balance = (cents(invoice.Balance) - sign * cents(line.Amount)) / 100;
      }
    }
  }

  private derive(entity: QboEntityName, row: Entity) {
    if (entity === 'Invoice' || entity === 'RefundReceipt') {
      const lines = (row.Line ?? []) as { Amount: number }[];
      const tax = cents((row.TxnTaxDetail as { TotalTax?: number } | undefined)?.TotalTax ?? 0);
      const total = lines.reduce((sum, l) => sum + cents(l.Amount), 0) + tax;
      const paid = entity === 'Invoice' ? this.paidOn(row.Id) : 0;
      row.TotalAmt = total / 100;
      if (entity === 'Invoice') row.Balance = row.void ? 0 : (total - paid) / 100;
    }
    if (entity === 'Purchase' || entity === 'Bill' || entity === 'Deposit') row.TotalAmt = ((row.Line ?? []) as { Amount: number }[]).reduce((s, l) => s + cents(l.Amount), 0) / 100;
    // A bill nobody has paid yet owes its whole total.
    if (entity === 'Bill') row.Balance ??= row.TotalAmt;
    // QuickBooks makes lists (people, items, accounts) active unless told otherwise.
    if (NAMED_PEOPLE.includes(entity) || entity === 'Item' || entity === 'Account') row.Active ??= true;
  }

  private paidOn(invoiceId: string): number {
    let paid = 0;
    for (const payment of this.list('Payment')) {
      for (const line of (payment.Line ?? []) as { Amount: number; LinkedTxn: { TxnId: string; TxnType: string }[] }[]) {
        if (line.LinkedTxn?.some((t) => t.TxnType === 'Invoice' && t.TxnId === invoiceId)) paid += cents(line.Amount);
      }
    }
    return paid;
  }
}

export const FAKE_QBO_ENTITIES = SUPPORTED;
