// The whole Drizzle schema; one file per feature's tables.
export * from './accounts';
export * from './auth';
export * from './calendar';
export * from './catalogue';
export * from './contractors';
export * from './crm';
export * from './crm-inbound';
export * from './crm-sync';
export * from './customers';
export * from './follow-ups';
export * from './imports';
export * from './jobs';
export * from './online-payments';
export * from './quotes';
export * from './quote-signatures';
export * from './materials';
export * from './quickbooks';
