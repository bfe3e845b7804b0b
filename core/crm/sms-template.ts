// SMS campaign templates: {{placeholders}} filled per homeowner, in the homeowner's language. SPEC §5: 1-1600 characters.
import { formatCents } from '../money';

export const SMS_MAX_LENGTH = 1600;
export const SMS_TOO_LONG = 'Message too long for SMS';

export const smsPlaceholders = ['first_name', 'quote_number', 'quote_link', 'amount', 'business_name'] as const;
export type SmsPlaceholder = (typeof smsPlaceholders)[number];

// {{ first_name }} with optional spaces; anything else inside double braces is an unknown placeholder.
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a template names that Picket does not know ("{{frist_name}}"), in order, once each. */
export function unknownPlaceholders(template: string): string[] {
  const unknown = new Set<string>();
  for (const m of template.matchAll(PLACEHOLDER)) {
    if (!(smsPlaceholders as readonly string[]).includes(m[1])) unknown.add(m[1]);
  }
  return [...unknown];
}

export function placeholdersIn(template: string): SmsPlaceholder[] {
  const found = new Set<SmsPlaceholder>();
  for (const m of template.matchAll(PLACEHOLDER)) {
    if ((smsPlaceholders as readonly string[]).includes(m[1])) found.add(m[1] as SmsPlaceholder);
  }
  return [...found];
}

export type SmsLanguage = 'en' | 'es';

/** What a send knows about its subject; a value that does not apply (a job without a quote) is null. */
export interface SmsValues {
  firstName: string;
  businessName: string;
  quoteNumber: number | null;
  quoteLink: string | null;
  amountCents: number | null;
}

export type RenderResult =
  | { ok: true; text: string }
  | { ok: false; reason: 'missing_value'; placeholder: SmsPlaceholder }
  | { ok: false; reason: 'too_long'; length: number };

function valueFor(name: SmsPlaceholder, v: SmsValues, language: SmsLanguage): string | null {
  switch (name) {
    case 'first_name':
      return v.firstName.trim() || null;
    case 'business_name':
      return v.businessName.trim() || null;
    case 'quote_number':
      return v.quoteNumber === null ? null : String(v.quoteNumber);
    case 'quote_link':
      return v.quoteLink;
    case 'amount':
      return v.amountCents === null ? null : formatCents(v.amountCents, language);
  }
}

/**
 * The message as the homeowner reads it. A placeholder without a value (a quote link for a job made without a quote)
 * fails the render rather than sending "Your quote: " with a hole; so does a result past the SMS limit.
 */
export function renderSmsTemplate(template: string, values: SmsValues, language: SmsLanguage = 'en'): RenderResult {
  let missing: SmsPlaceholder | null = null;
  const text = template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(smsPlaceholders as readonly string[]).includes(name)) return whole;
    const value = valueFor(name as SmsPlaceholder, values, language);
    if (value === null) {
      missing ??= name as SmsPlaceholder;
      return whole;
    }
    return value;
  });
  if (missing) return { ok: false, reason: 'missing_value', placeholder: missing };
  if (text.length > SMS_MAX_LENGTH) return { ok: false, reason: 'too_long', length: text.length };
  return { ok: true, text };
}

/** The template of the homeowner's language: the Spanish one when a Spanish-speaking homeowner has one written. */
export function templateForLanguage(c: { template: string; templateEs: string | null }, language: SmsLanguage): string {
  return language === 'es' && c.templateEs?.trim() ? c.templateEs : c.template;
}

// GSM 03.38 basic set and its extension (extension characters count twice).
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** How many SMS a text costs: GSM-7 160 (153 when split), anything else UCS-2 70 (67 when split). */
export function smsSegments(text: string): { encoding: 'gsm7' | 'ucs2'; units: number; segments: number } {
  let units = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.has(ch)) units += 1;
    else if (GSM_EXTENDED.has(ch)) units += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (!gsm) {
    // UCS-2 counts UTF-16 code units (an emoji is two).
    units = text.length;
    return { encoding: 'ucs2', units, segments: units === 0 ? 0 : units <= 70 ? 1 : Math.ceil(units / 67) };
  }
  return { encoding: 'gsm7', units, segments: units === 0 ? 0 : units <= 160 ? 1 : Math.ceil(units / 153) };
}
