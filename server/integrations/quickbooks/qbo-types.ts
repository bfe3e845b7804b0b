// QuickBooks Online accounting API v3: the entity shapes Picket reads and writes (only the fields it uses; QuickBooks
// sends more). Money is a decimal number of dollars on the wire; Picket converts at the edge (integer cents inside).
export const QBO_MINOR_VERSION = '75';
export const QBO_DEFAULT_API_URL = 'https://quickbooks.api.intuit.com';
export const QBO_DEFAULT_AUTH_URL = 'https://appcenter.intuit.com/connect/oauth2';
export const QBO_DEFAULT_TOKEN_URL = 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer';
export const QBO_DEFAULT_REVOKE_URL = 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke';
export const QBO_SCOPE = 'com.intuit.quickbooks.accounting';

export interface QboRef {
  value: string;
  name?: string;
}

export interface QboMeta {
  CreateTime: string;
  LastUpdatedTime: string;
}

interface QboEntityBase {
  Id: string;
  SyncToken: string;
  MetaData?: QboMeta;
}

export interface QboCustomer extends QboEntityBase {
  DisplayName: string;
  GivenName?: string;
  FamilyName?: string;
  PrimaryEmailAddr?: { Address: string };
  PrimaryPhone?: { FreeFormNumber: string };
  BillAddr?: { Line1?: string; City?: string; CountrySubDivisionCode?: string; PostalCode?: string };
  Active?: boolean;
}

export interface QboItem extends QboEntityBase {
  Name: string;
  Type: 'Service' | 'NonInventory' | 'Inventory';
  IncomeAccountRef?: QboRef;
  Active?: boolean;
}

export interface QboAccount extends QboEntityBase {
  Name: string;
  AccountType: string;
  AccountSubType?: string;
  Active?: boolean;
}

export interface QboTaxCode extends QboEntityBase {
  Name: string;
  Active?: boolean;
}

export interface QboSalesLine {
  Id?: string;
  DetailType: 'SalesItemLineDetail';
  Amount: number;
  Description?: string;
  SalesItemLineDetail: { ItemRef: QboRef; Qty?: number; UnitPrice?: number; TaxCodeRef?: QboRef };
}

export interface QboInvoice extends QboEntityBase {
  DocNumber?: string;
  TxnDate?: string;
  DueDate?: string;
  CustomerRef: QboRef;
  Line: QboSalesLine[];
  TxnTaxDetail?: { TxnTaxCodeRef?: QboRef; TotalTax: number };
  TotalAmt?: number;
  Balance?: number;
  PrivateNote?: string;
  /** Set by QuickBooks when the invoice was voided (amounts become 0). */
  void?: boolean;
}

export interface QboLinkedTxn {
  TxnId: string;
  TxnType: 'Invoice' | 'Payment' | 'CreditMemo';
}

export interface QboPayment extends QboEntityBase {
  CustomerRef: QboRef;
  TotalAmt: number;
  TxnDate?: string;
  PaymentRefNum?: string;
  DepositToAccountRef?: QboRef;
  PrivateNote?: string;
  Line: { Amount: number; LinkedTxn: QboLinkedTxn[] }[];
  /** The fake and QuickBooks mark a payment included in a bank deposit through LinkedTxn of type Deposit. */
  Deposited?: boolean;
}

export interface QboRefundReceipt extends QboEntityBase {
  DocNumber?: string;
  CustomerRef: QboRef;
  DepositToAccountRef: QboRef;
  Line: QboSalesLine[];
  TotalAmt?: number;
  PaymentRefNum?: string;
  PrivateNote?: string;
}

/** A Purchase (expense), used for Stripe's fee out of the clearing account. */
export interface QboPurchase extends QboEntityBase {
  PaymentType: 'Cash' | 'Check' | 'CreditCard';
  AccountRef: QboRef;
  TxnDate?: string;
  /** The reference number (21 characters at most). */
  DocNumber?: string;
  PrivateNote?: string;
  Line: { Amount: number; DetailType: 'AccountBasedExpenseLineDetail'; Description?: string; AccountBasedExpenseLineDetail: { AccountRef: QboRef } }[];
  TotalAmt?: number;
}

/** A Deposit: money into an account (Stripe giving part of its fee back on a refund, out of the fee account). */
export interface QboDeposit extends QboEntityBase {
  DepositToAccountRef: QboRef;
  TxnDate?: string;
  PrivateNote?: string;
  Line: { Amount: number; DetailType: 'DepositLineDetail'; Description?: string; DepositLineDetail: { AccountRef: QboRef } }[];
  TotalAmt?: number;
}

/** An expense line of a Bill, to an account, optionally billable to a customer (the job's homeowner). */
export interface QboBillLine {
  Amount: number;
  DetailType: 'AccountBasedExpenseLineDetail';
  Description?: string;
  AccountBasedExpenseLineDetail: { AccountRef: QboRef; CustomerRef?: QboRef; BillableStatus?: 'Billable' | 'NotBillable' | 'HasBeenBilled' };
}

/** A Bill from a vendor (a purchase order's delivery). */
export interface QboBill extends QboEntityBase {
  VendorRef: QboRef;
  TxnDate?: string;
  /** The reference number (21 characters at most). */
  DocNumber?: string;
  PrivateNote?: string;
  Line: QboBillLine[];
  TotalAmt?: number;
  Balance?: number;
}

export interface QboVendor extends QboEntityBase {
  DisplayName: string;
  CompanyName?: string;
  PrimaryEmailAddr?: { Address: string };
  PrimaryPhone?: { FreeFormNumber: string };
  AcctNum?: string;
}

export interface QboCompanyInfo extends QboEntityBase {
  CompanyName: string;
  Country?: string;
}

export interface QboEntities {
  Customer: QboCustomer;
  Item: QboItem;
  Account: QboAccount;
  TaxCode: QboTaxCode;
  Invoice: QboInvoice;
  Payment: QboPayment;
  RefundReceipt: QboRefundReceipt;
  Purchase: QboPurchase;
  Vendor: QboVendor;
  Employee: QboEntityBase & { DisplayName: string };
  Bill: QboBill;
  Deposit: QboDeposit;
}
export type QboEntityName = keyof QboEntities;

export interface QboTokenSet {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives (3600). */
  expiresIn: number;
  /** Seconds the refresh token lives (about 100 days, rolling). */
  refreshExpiresIn: number;
}

/** A webhook body: ids only, batched per company. */
export interface QboWebhookBody {
  eventNotifications: {
    realmId: string;
    dataChangeEvent: { entities: { name: string; id: string; operation: string; lastUpdated: string; deletedId?: string }[] };
  }[];
}

export const toQboAmount = (cents: number) => Math.round(cents) / 100;
export const fromQboAmount = (amount: number) => Math.round(amount * 100);
