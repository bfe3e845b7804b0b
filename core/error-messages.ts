// Every message the server builds for a user, by stable locale key. The English here is what the wire's `message`
// says; the web shows web/locales/{en,es}.json under the same key. `{{name}}` is a parameter, `{{name, quoteStatus}}`
// a status (or list of statuses) that each language words for itself. A text the web already translates keeps its key.
export const errorMessages = {
  'errors.common.notFound': 'Not found',
  'errors.common.tooManyRequests': 'Too many requests. Please try again later.',
  'errors.common.internal': 'Something went wrong on our side. Please try again.',
  'errors.common.databaseUnavailable': 'Database unavailable',
  'errors.common.restarting': 'The server is restarting. Please try again in a moment.',
  'validation.invalid_input': 'Invalid input',
  'errors.input.invalidText': 'Text cannot contain NUL characters or broken Unicode',
  'errors.input.tooDeep': 'The request is nested too deeply (at most {{max}} levels)',
  'errors.input.tooLarge': 'The request is too large (at most {{megabytes}} MB)',
  'errors.input.invalidJson': 'Request body is not valid JSON',

  'auth.invalidCredentials': 'Invalid email or password',
  'errors.auth.csrfInvalid': 'Invalid CSRF token',
  'errors.auth.loginThrottled': 'Too many failed login attempts. Try again in {{minutes}} minutes.',
  'errors.auth.notSignedIn': 'Not signed in',
  'errors.auth.adminsOnly': 'Admins only',
  'accounts.change.wrongCurrentPassword': 'Current password is incorrect',
  'errors.auth.contractorRequired': 'A contractor account is required',
  'errors.auth.contractorDeactivated': 'This contractor account has been deactivated',
  'errors.auth.passwordLinkInvalid': 'This link is invalid or has expired. Ask for a new one.',

  'errors.contractors.notFound': 'Contractor not found',
  'errors.contractors.emailTaken': 'An account with this email already exists',
  'errors.contractors.noAccount': 'This contractor has no sign-in account',
  'errors.contractors.passwordAlreadySet': 'They have already chosen a password. Send a password reset link instead.',
  'signedInErrors.registration.notFound': 'Registration request not found',
  'signedInErrors.registration.alreadyApproved': 'This request has already been approved.',
  'signedInErrors.registration.alreadyRejected': 'This request has already been rejected.',

  'signedInErrors.security.alertNotFound': 'Alert not found',
  'signedInErrors.security.alertAlreadyAcknowledged': 'This alert has already been acknowledged.',
  'signedInErrors.security.alertAlreadyResolved': 'This alert has already been resolved.',

  'signedInErrors.customers.notFound': 'Customer not found',
  'signedInErrors.customers.duplicate': 'A customer with this email or phone already exists: {{name}}',

  'imports.errors.notFound': 'Import not found',
  'signedInErrors.closure.exportFirst': 'Download your data before closing the account, or choose to close it without a copy.',
  'signedInErrors.closure.wrongPassword': 'Password is incorrect',
  'signedInErrors.closure.closed': 'This account was closed and cannot be reactivated',
  'imports.errors.empty': 'The file has no rows to import',
  'imports.errors.unreadable': 'The file could not be read. Upload a CSV or an Excel (.xlsx) file.',
  'imports.errors.tooManyRows': 'A file can hold at most {{max}} rows',
  'imports.errors.alreadyConfirmed': 'This import has already been confirmed',
  'imports.errors.undoExpired': 'An import can be undone within {{days}} days',
  'imports.errors.stillRunning': 'This import is still running',
  'imports.errors.mergeNeedsDuplicate': 'Only a duplicate row can be merged',
  'imports.errors.fixFirst': 'Fix the row before importing it',

  'errors.quotes.notFound': 'Quote not found',
  'signedInErrors.outbox.notFound': 'Message not found',
  'signedInErrors.outbox.accountMailWithServer': 'A mail server is set: account messages are sent, never shown here',
  'signedInErrors.quotes.alreadyInStatus': 'The quote is already {{status, quoteStatus}}.',
  'signedInErrors.quotes.statusFinal': 'A quote that is {{status, quoteStatus}} cannot change status.',
  'signedInErrors.quotes.transitionForbidden':
    'A quote that is {{from, quoteStatus}} cannot become {{to, quoteStatus}}. It can become: {{allowed, quoteStatus}}.',
  'signedInErrors.quotes.approvedFrozen': 'This quote is approved and frozen. Duplicate it to make changes.',
  'signedInErrors.quotes.signedLocked': 'This quote is signed and locked. Make a revision to change it.',
  'errors.quotes.notSigned': 'This quote has not been signed',
  'signedInErrors.quotes.reviseUnsigned': 'Only a signed quote can be revised. Edit this one instead.',
  'errors.quotes.optionNotFound': 'That option is not part of this quote',
  'signedInErrors.quotes.tooManyOptions': 'A quote can offer at most {{max}} options',
  'errors.quotes.chooseOption': 'Please choose an option',
  'errors.quotes.otherOptionApproved': 'This quote was already approved with another option ({{name}}). Reload the page to see it.',
  'signedInErrors.quotes.notEditable': 'A quote that is {{status, quoteStatus}} can no longer be edited. Duplicate it to make changes.',
  'signedInErrors.quotes.cannotConvert': 'A {{status, quoteStatus}} quote cannot be converted to a job',
  'validation.please_select_or_create_a_customer': 'Please select or create a customer',
  'validation.the_customer_has_no_email_address': 'The customer has no email address',
  'validation.please_enter_a_valid_email_address': 'Please enter a valid email address',
  'quotes.public.unavailable':
    'This quote link is no longer available. The quote may have expired, been withdrawn, or been replaced by a newer link. Please contact your contractor for a current quote.',
  'validation.this_quote_has_not_been_sent_yet_and_cannot_be_approved': 'This quote has not been sent yet and cannot be approved.',
  'validation.this_quote_can_no_longer_be_approved': 'This quote can no longer be approved.',

  'signedInErrors.jobs.notFound': 'Job not found',
  'validation.please_select_a_customer': 'Please select a customer',
  'signedInErrors.jobs.scheduledDateRequired': 'A scheduled date is required',
  'signedInErrors.jobs.amountBelowPaid': 'The contract amount cannot be less than what was paid',
  'signedInErrors.jobs.useComplete': 'Use complete to finish a job',
  'signedInErrors.jobs.transitionForbidden': 'A {{from, jobStatus}} job cannot move to {{to, jobStatus}}',
  'signedInErrors.jobs.cannotComplete': 'A {{status, jobStatus}} job cannot be completed',

  'validation.draw_the_fence_or_enter_its_length': 'Draw the fence or enter its length',
  'validation.the_gates_do_not_fit_in_the_fence_length': 'The gates do not fit in the fence length',
  'validation.no_contractor_serves_this_zip_code_yet': 'No contractor serves this ZIP code yet',
  'validation.link_not_found': 'Link not found',
  'errors.layout.shortLinkFailed': 'Could not create a short link, please try again',

  'signedInErrors.notifications.notFound': 'Notification not found',
  'signedInErrors.notifications.reminderNotFound': 'Payment reminder not found',
  'signedInErrors.notifications.alreadyPaid': 'This payment has already been received',
  'signedInErrors.notifications.noPhoneForSms': 'The customer has no phone number for an SMS reminder',
  'signedInErrors.notifications.noEmailForEmail': 'The customer has no email address for an email reminder',
  'signedInErrors.notifications.noContact': 'The customer has no email address or phone number',
  'signedInErrors.notifications.reminderFailed': 'The reminder could not be sent: {{reasons}}',

  'signedInErrors.quickbooks.notConnected': 'Connect QuickBooks first',
  'signedInErrors.quickbooks.unavailable': 'Connecting QuickBooks is not set up on this server.',
  'signedInErrors.quickbooks.reconnect': 'QuickBooks refused the connection. Reconnect QuickBooks.',
  'signedInErrors.quickbooks.refused': 'QuickBooks refused: {{reason}}',
  'signedInErrors.quickbooks.unreachable': 'QuickBooks could not be reached. Try again in a moment.',
  'signedInErrors.quickbooks.webhookSignature': 'Invalid webhook signature',
  'signedInErrors.quickbooks.syncItemNotFound': 'Sync log entry not found',
  'signedInErrors.quickbooks.syncItemNotFailed': 'Only a change that failed can be sent again',
  'signedInErrors.quickbooks.mappingGone': 'This is not in QuickBooks any more. Choose another.',
  'signedInErrors.crm.webhookSignature': 'Invalid webhook signature',
  'signedInErrors.crm.webhookStale': 'Webhook timestamp is missing or older than 5 minutes',
  'signedInErrors.crm.webhookReplayed': 'Webhook already received',
  'signedInErrors.crm.webhookMalformed': 'Webhook body is not a HighLevel event',
  'signedInErrors.crm.leadRuleNotFound': 'Lead rule not found',
  'signedInErrors.crm.campaignNotFound': 'SMS campaign not found',
  'signedInErrors.crm.notConnected': 'Connect GoHighLevel first',
  'signedInErrors.crm.syncItemNotFound': 'Sync log entry not found',
  'signedInErrors.crm.syncItemNotFailed': 'Only a failed change sent to the CRM can be retried',
  'signedInErrors.crm.tokenRefused': 'GoHighLevel refused this token. Check the private integration token and try again.',
  'signedInErrors.crm.locationRefused': 'This token has no access to location {{locationId}}. Check the location ID and the token\'s scopes.',
  'signedInErrors.crm.locationTaken': 'Location {{locationId}} is already connected to another Picket account.',
  'signedInErrors.crm.otherLocation': 'You are connected to location {{locationId}}. Disconnect it first to connect another.',
  'signedInErrors.crm.unreachable': 'GoHighLevel could not be reached. Try again in a moment.',
  'signedInErrors.crm.oauthUnavailable': 'Connecting through the GoHighLevel marketplace is not set up on this server. Use a private integration token.',
  'signedInErrors.crm.testFailed': 'The connection test failed: {{reason}}',
  // Shown on Settings → CRM only: worded in the crm section (not the base strings every page loads).
  'crm.mappingErrors.reconnect': 'GoHighLevel refused the connection. Reconnect it in Settings → CRM.',
  'crm.mappingErrors.pipelineGone': 'This pipeline is not in GoHighLevel any more. Choose another.',
  'crm.mappingErrors.stageGone': 'This stage is not in the chosen pipeline. Choose another.',
  'crm.mappingErrors.fieldGone': 'This custom field is not in GoHighLevel any more. Choose another.',
  'crm.mappingErrors.fieldAlreadyMapped': 'This GoHighLevel field is already mapped',
  'crm.mappingErrors.fieldMappingNotFound': 'Field mapping not found',

  'errors.payments.milestoneNotFound': 'Milestone not found',
  'validation.deposit_and_final_percentages_must_add_up_to_100': 'Deposit and final percentages must add up to 100%',
  'validation.three_payment_percentages_must_add_up_to_100': 'Three payment percentages must add up to 100%',
  'validation.milestone_percentages_must_add_up_to_100': 'Milestone percentages must add up to 100%',
  'errors.payments.paidMilestoneLocked': 'A paid milestone cannot be changed or removed',
  'errors.payments.amountLockedAfterPayment': 'The contract amount cannot change after a milestone is paid',
  'errors.payments.jobMismatch': 'Payment job does not match',
  'errors.payments.idempotencyKeyReused': 'This idempotency key was used for a different payment',

  'cardPayments.errors.stripeUnavailable': 'Card payments are not available right now. Please try again in a few minutes.',
  'cardPayments.errors.notConfigured': 'Card payments are not set up on this server.',
  'cardPayments.errors.notAccepted': 'This contractor does not take card payments online right now.',
  'cardPayments.errors.alreadyPaid': 'This payment has already been made.',
  'cardPayments.errors.processing': 'A payment for this is already being processed.',
  'cardPayments.errors.nothingDue': 'There is nothing to pay here.',
  'cardPayments.errors.noPayLink': 'This milestone cannot be paid online: it is paid, or card payments are not set up.',
  'cardPayments.errors.payLinkUnavailable': 'This payment link is no longer available. Please contact your contractor.',
  'cardPayments.errors.badSignature': 'Invalid Stripe signature',
  'cardPayments.errors.badEvent': 'Invalid Stripe event',

  'errors.catalogue.unknownItem': 'Unknown catalogue item',
  'signedInErrors.catalogue.itemNotFound': 'Catalogue item not found',
  'signedInErrors.catalogue.unknownImage': 'There is no image "{{key}}" of this kind',
  'signedInErrors.catalogue.imageKeyTaken': 'An image with the key "{{key}}" already exists',
  'signedInErrors.catalogue.imageTooLarge': 'The image must be 2 MB or smaller',
  'signedInErrors.catalogue.imageNotImage': 'Upload a PNG, JPEG or WebP image',
  'signedInErrors.calendar.eventNotFound': 'Event not found',
  'purchasing.errors.orderNotFound': 'Purchase order not found',
  'purchasing.errors.supplierNotFound': 'Supplier not found',
  'purchasing.errors.costNotFound': 'Cost not found',
  'purchasing.errors.notApproved': 'Materials can be ordered once the quote is approved',
  'purchasing.errors.notEditable': 'This order can no longer be changed (it is received, closed or cancelled)',
  'purchasing.errors.transition': 'This order cannot do that in its current status',
  'purchasing.errors.lineReceived': '{{line}} was already received: it stays on the order',
  'purchasing.errors.belowReceived': '{{line}}: the order cannot be less than what was received',
  'purchasing.errors.badSplit': 'Move between 1 and all of the line\'s packs to another supplier',
  'purchasing.errors.emptyOrder': 'Add at least one line before sending',
  'purchasing.errors.tooMany': '{{line}}: at most {{max}} more can be received',

  'signedInErrors.suppliers.notFound': 'Supplier not found',
  'signedInErrors.suppliers.archived': 'This supplier is archived. Restore it first.',
  'signedInErrors.suppliers.unknownMaterial': 'This material is not on your materials list',
  'signedInErrors.suppliers.priceList.missingColumn': 'The file needs a {{column}} column',
  'signedInErrors.suppliers.priceList.empty': 'The file has no rows to import',
  'signedInErrors.suppliers.priceList.hasErrors': 'Nothing was imported: fix row {{row}} first ({{count}} rows have errors)',
  'signedInErrors.suppliers.priceList.partNumberRequired': 'Row {{row}}: Part number is required',
  'signedInErrors.suppliers.priceList.costInvalid': 'Row {{row}}: Cost must be an amount like 12.50',
  'signedInErrors.suppliers.priceList.unitInvalid': 'Row {{row}}: Unit must be one of {{units}}',
  'signedInErrors.suppliers.priceList.duplicatePart': 'Row {{row}}: Part number {{part}} is also on row {{other}}',
  'signedInErrors.suppliers.priceList.packMismatch': 'Row {{row}}: Priced per {{unit}}, but {{material}} is set to be bought by the {{pack}}',
} as const;

export type ErrorMessageKey = keyof typeof errorMessages;
export type MessageParamValue = string | number | readonly string[];
export type MessageParams = Record<string, MessageParamValue>;

/** A message as the wire carries it: English text plus the key and parameters each language renders from. */
export interface LocalizedMessage {
  text: string;
  key: ErrorMessageKey;
  params?: MessageParams;
}

// The parameter names a template names, so a call without `minutes` for loginThrottled does not compile.
type PlaceholderOf<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | PlaceholderOf<Rest> : never;
type ParamName<P extends string> = P extends `${infer Name},${string}` ? Name : P;
export type ParamsOf<K extends ErrorMessageKey> = { [N in ParamName<PlaceholderOf<(typeof errorMessages)[K]>>]: MessageParamValue };
type ParamsArg<K extends ErrorMessageKey> = keyof ParamsOf<K> extends never ? [] : [params: ParamsOf<K>];

const statusWords = (status: string) => status.replace(/_/g, ' ');
/** How each format words its value in English (the wire's text); the web words it per language. */
export const englishFormats: Record<string, (value: string) => string> = { quoteStatus: statusWords, jobStatus: statusWords };

export interface Placeholder {
  name: string;
  format?: string;
}

const PLACEHOLDER = /\{\{([^}]+)\}\}/g;

function parsePlaceholder(inner: string): Placeholder {
  const [name, format] = inner.split(',').map((part) => part.trim());
  return format ? { name, format } : { name };
}

/** The placeholders of a template in order, e.g. `{{from, quoteStatus}}` → {name: 'from', format: 'quoteStatus'}. */
export function placeholdersOf(template: string): Placeholder[] {
  return [...template.matchAll(PLACEHOLDER)].map(([, inner]) => parsePlaceholder(inner));
}

function englishValue(value: MessageParamValue | undefined, format: string | undefined): string {
  const word = (format && englishFormats[format]) || ((v: string) => v);
  if (value === undefined) return '';
  return Array.isArray(value) ? value.map((v) => word(String(v))).join(', ') : word(String(value));
}

/** The English text of a template with its parameters filled in. */
export function renderEnglish(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (_, inner: string) => {
    const { name, format } = parsePlaceholder(inner);
    return englishValue(params[name], format);
  });
}

/** The message for `key`, e.g. `errorMessage('errors.auth.loginThrottled', { minutes: 15 })`. */
export function errorMessage<K extends ErrorMessageKey>(key: K, ...args: ParamsArg<K>): LocalizedMessage {
  const params = args[0] as MessageParams | undefined;
  return { text: renderEnglish(errorMessages[key], params), key, ...(params ? { params } : {}) };
}
