// Cross-feature imports that were there when the zone rule came in (issue 20), per importing feature: each is a
// piece to move down (into core/, web/lib/, web/ui/ or a server module below the features) and strike off here.
// Never add to this list: a new cross-feature import fails `npm run lint` with what to do instead.
export const featureImportDebt = {
  'server/db': [
    'customers/customers.service.ts',
    'customers/homeowner-row.ts',
    'search/search.service.ts',
  ],
  'server/features/accounts': [
    'auth/auth.service.ts',
  ],
  'server/features/admin': [
    'accounts/account-mail.ts',
    'auth/auth.service.ts',
    'catalogue/demo-catalogue.ts',
  ],
  'server/features/auth': [
    'accounts/password-change.ts',
  ],
  'server/features/crm': [
    'customers/customers.service.ts',
    'jobs/jobs.routes.ts',
    'jobs/jobs.service.ts',
    'notifications/notifications.service.ts',
    'quotes/quote-link-token.ts',
    'quotes/quote-public-link.ts',
    'quotes/quotes.service.ts',
  ],
  'server/features/customers': [
    'search/customer-candidates.ts',
  ],
  'server/features/dashboard': [
    'jobs/jobs.service.ts',
  ],
  'server/features/domain-events': [
    'customers/customers.service.ts',
    'jobs/jobs.service.ts',
    'quotes/quotes.service.ts',
  ],
  'server/features/follow-ups': [
    'catalogue/demo-catalogue.ts',
    'jobs/contractor-today.ts',
    'jobs/jobs.routes.ts',
    'jobs/jobs.service.ts',
    'payments/pay-links.ts',
    'payments/payments.service.ts',
    'quotes/quote-link-token.ts',
    'quotes/quote-public-link.ts',
    'quotes/quotes.service.ts',
  ],
  'server/features/jobs': [
    'notifications/notifications.service.ts',
    'payments/card-fulfilment.ts',
    'payments/milestones.service.ts',
    'payments/overdue-detection.ts',
    'payments/payments.service.ts',
    'quotes/quotes.service.ts',
  ],
  'server/features/layout': [
    'customers/customers.service.ts',
    'notifications/notifications.service.ts',
    'quotes/quote-pricing-context.ts',
    'quotes/quotes.service.ts',
  ],
  'server/features/notifications': [
    'follow-ups/follow-up-words.ts',
    'follow-ups/homeowner-language.ts',
    'jobs/contractor-today.ts',
    'jobs/jobs.routes.ts',
    'payments/pay-links.ts',
  ],
  'server/features/payments': [
    'jobs/contractor-today.ts',
    'jobs/job-events.ts',
    'jobs/jobs.routes.ts',
    'jobs/jobs.service.ts',
    'notifications/notifications.service.ts',
    'quotes/public-quote.service.ts',
    'quotes/quote-public-link.ts',
    'quotes/quotes.service.ts',
  ],
  // Issue 23 (materials list) landed beside the zone rule: quotes keep the assemblies they were priced with, and
  // the list reads the quote. Next step: quote-assemblies and style-assemblies move below both features.
  'server/features/materials': [
    'quotes/quotes.service.ts',
  ],
  'server/features/quotes': [
    'admin/system-settings.ts',
    'catalogue/catalogue.service.ts',
    'catalogue/demo-catalogue.ts',
    'layout/draw-layout-pdf.ts',
    'materials/quote-assemblies.ts',
    'notifications/notifications.service.ts',
    // Issue 21: the quote page lists the card deposit and the job's payments as they happen.
    'payments/payments.service.ts',
    'settings/settings-from-row.ts',
  ],
  'server/features/reports': [
    'jobs/contractor-today.ts',
    'jobs/jobs.service.ts',
    'payments/payments.service.ts',
    'quotes/quotes.service.ts',
  ],
  'server/features/security': [
    'accounts/account-mail.ts',
    'auth/login-throttle.ts',
    'catalogue/demo-catalogue.ts',
  ],
  'server/features/settings': [
    'auth/auth.service.ts',
    'quotes/quote-pricing-context.ts',
  ],
  'web/features/admin': [
    'notifications/bell-popover.tsx',
    'quotes/catalogue-picture.tsx',
    'settings/settings-api.ts',
  ],
  'web/features/calendar': [
    'customers/customer-api.ts',
    'customers/customer-picker.tsx',
  ],
  'web/features/contractor-portal': [
    'layout-editor/components/short-link-card.tsx',
    'quotes/customer-page-sections.tsx',
    'settings/settings-api.ts',
  ],
  'web/features/crm': [
    'settings/settings-api.ts',
  ],
  'web/features/customers': [
    'crm/customer-messages-card.tsx',
  ],
  'web/features/dashboard': [
    'contractor-portal/portal-dashboard-card.tsx',
    'reports/reports-dashboard-card.tsx',
  ],
  'web/features/follow-ups': [
    'settings/settings-api.ts',
  ],
  'web/features/jobs': [
    'customers/customer-picker.tsx',
    'follow-ups/follow-ups-card.tsx',
    'payments/job-payments-card.tsx',
  ],
  'web/features/layout-editor': [
    'customers/customer-api.ts',
    'materials/materials-panel.tsx',
    'quotes/quote-customer-select.tsx',
  ],
  'web/features/onboarding': [
    'settings/timezone-select.tsx',
  ],
  'web/features/payments': [
    'jobs/job-api.ts',
    'quotes/customer-page-sections.tsx',
  ],
  'web/features/quotes': [
    'customers/add-customer-dialog.tsx',
    'customers/customer-api.ts',
    'customers/customer-combobox.tsx',
    'customers/customer-form-fields.tsx',
    'follow-ups/follow-ups-card.tsx',
    'jobs/convert-to-job-button.tsx',
    'layout-editor/pages/layout-quote-page.tsx',
    'payments/quote-card-payments.tsx',
  ],
  'web/features/settings': [
    // Issue 27: the Accounting tab, lazy like the CRM tab; both should be composed by web/app.
    'accounting/accounting-settings-tab.tsx',
    'crm/crm-settings-tab.tsx',
    'follow-ups/follow-up-settings-form.tsx',
    'layout-editor/components/short-link-card.tsx',
    'materials/assembly-settings-form.tsx',
    'payments/stripe-connect-card.tsx',
  ],
};
