// Issue 15: the sections of web/locales/*.json the signed-in shell speaks besides the base (common, nav, errors): its
// header, bell, search, profile menu and the dialogs it opens from anywhere (Create → customer, job, event; change
// password; form messages). A signed-in page fetches these with the shell, and its own sections (web/app/routes.tsx
// `strings`) with its code, so one feature's strings never weigh on every other page. web/app/route-strings.test.ts
// checks the list covers everything the shell can show. `signedInErrors` holds the server's messages that only signed-in
// screens (contractor, admin) can receive (CRM, QuickBooks, suppliers, closure, outbox…): any of those pages may show
// one, and the visitor's pages (quote, pay link, instant quote, sign-in) never load them.
export const SHELL_STRINGS = ['accounts', 'auth', 'calendar', 'customers', 'jobs', 'notifications', 'search', 'signedInErrors', 'validation'] as const;
