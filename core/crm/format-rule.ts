// A custom field mapping's format rule (SPEC §5: up to 500 characters), applied to a Picket value before it goes to
// the CRM. Either a chain of formats applied to the mapped value ("money", "date:MM/DD/YYYY", "lower|truncate:40"),
// or a small template whose {placeholders} name Picket fields and may carry formats
// ("{quote.fenceType|title} fence, {quote.linearFeet} ft", "{value|money}").
import { isPicketField, picketFields, type PicketField, type PicketFieldKind, type PicketFieldValue, type PicketFieldValues } from './crm-fields';

export const MAX_FORMAT_RULE = 500;
export const formatRuleMessages = {
  tooLong: 'Format rule must be 500 characters or less',
  unknownFormat: 'Unknown format: use money, number, date, upper, lower, title, trim, truncate or default',
  unknownField: 'Unknown field in the template',
  unclosed: 'A { in the template is not closed',
  truncateLength: 'truncate needs a length between 1 and 500, e.g. truncate:40',
} as const;

type FormatName = 'money' | 'number' | 'date' | 'upper' | 'lower' | 'title' | 'trim' | 'truncate' | 'default';
const FORMAT_NAMES: readonly FormatName[] = ['money', 'number', 'date', 'upper', 'lower', 'title', 'trim', 'truncate', 'default'];

interface Format {
  name: FormatName;
  arg?: string;
}
/** A literal piece of a template, or a placeholder: a field ('value' is the mapped one) and its formats. */
type Part = string | { field: PicketField | 'value'; formats: Format[] };
export type ParsedFormatRule = { kind: 'chain'; formats: Format[] } | { kind: 'template'; parts: Part[] };

export type FormatRuleParse = { ok: true; rule: ParsedFormatRule } | { ok: false; error: string };

function parseFormats(text: string): Format[] | string {
  const formats: Format[] = [];
  for (const raw of text.split('|')) {
    const piece = raw.trim();
    if (piece === '') continue;
    const colon = piece.indexOf(':');
    const name = (colon === -1 ? piece : piece.slice(0, colon)).trim().toLowerCase();
    const arg = colon === -1 ? undefined : piece.slice(colon + 1);
    if (!(FORMAT_NAMES as readonly string[]).includes(name)) return formatRuleMessages.unknownFormat;
    if (name === 'truncate') {
      const n = Number(arg);
      if (!Number.isInteger(n) || n < 1 || n > MAX_FORMAT_RULE) return formatRuleMessages.truncateLength;
    }
    formats.push({ name: name as FormatName, arg });
  }
  return formats;
}

export function parseFormatRule(rule: string): FormatRuleParse {
  if (rule.length > MAX_FORMAT_RULE) return { ok: false, error: formatRuleMessages.tooLong };
  if (!rule.includes('{')) {
    const formats = parseFormats(rule);
    return typeof formats === 'string' ? { ok: false, error: formats } : { ok: true, rule: { kind: 'chain', formats } };
  }
  const parts: Part[] = [];
  let rest = rule;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    if (open === -1) {
      parts.push(rest);
      break;
    }
    if (open > 0) parts.push(rest.slice(0, open));
    const close = rest.indexOf('}', open);
    if (close === -1) return { ok: false, error: formatRuleMessages.unclosed };
    const [fieldText, ...formatTexts] = rest.slice(open + 1, close).split('|');
    const field = fieldText.trim();
    if (field !== 'value' && !isPicketField(field)) return { ok: false, error: formatRuleMessages.unknownField };
    const formats = parseFormats(formatTexts.join('|'));
    if (typeof formats === 'string') return { ok: false, error: formats };
    parts.push({ field, formats });
    rest = rest.slice(close + 1);
  }
  return { ok: true, rule: { kind: 'template', parts } };
}

export interface FormatOptions {
  /** The contractor's time zone, for the calendar day of a moment (a sent date). */
  timeZone?: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function calendarDay(value: string, timeZone: string): { y: number; m: number; d: number } | null {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return { y: Number(dateOnly[1]), m: Number(dateOnly[2]), d: Number(dateOnly[3]) };
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(moment);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: part('year'), m: part('month'), d: part('day') };
}

function formatDate(value: string, pattern: string, timeZone: string): string {
  const day = calendarDay(value, timeZone);
  if (!day) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  const tokens: Record<string, string> = {
    YYYY: String(day.y),
    YY: pad(day.y % 100),
    MMMM: MONTHS[day.m - 1],
    MMM: MONTHS[day.m - 1].slice(0, 3),
    MM: pad(day.m),
    M: String(day.m),
    DD: pad(day.d),
    D: String(day.d),
  };
  return pattern.replace(/YYYY|YY|MMMM|MMM|MM|M|DD|D/g, (t) => tokens[t]);
}

const asNumber = (value: PicketFieldValue): number | null =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;

/** How a value reads with no rule: money as dollars with 2 decimals, dates as YYYY-MM-DD, the rest as text. */
export function defaultFieldText(value: PicketFieldValue, kind: PicketFieldKind, options: FormatOptions = {}): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' && typeof value === 'number') return (value / 100).toFixed(2);
  if (kind === 'date' && typeof value === 'string') return formatDate(value, 'YYYY-MM-DD', options.timeZone ?? 'UTC');
  return String(value);
}

function applyFormat(text: string, raw: PicketFieldValue, kind: PicketFieldKind, format: Format, options: FormatOptions): string {
  switch (format.name) {
    case 'money': {
      // Money fields hold cents; any other number is taken as dollars.
      const n = asNumber(raw);
      if (n === null) return text;
      const dollars = kind === 'money' ? n / 100 : n;
      const digits = format.arg === '0' ? 0 : 2;
      return dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits });
    }
    case 'number': {
      const n = asNumber(raw);
      if (n === null) return text;
      return kind === 'money' ? (n / 100).toFixed(2) : String(n);
    }
    case 'date':
      return typeof raw === 'string' ? formatDate(raw, format.arg?.trim() || 'MM/DD/YYYY', options.timeZone ?? 'UTC') : text;
    case 'upper':
      return text.toUpperCase();
    case 'lower':
      return text.toLowerCase();
    case 'title':
      return text.toLowerCase().replace(/(^|[\s_-])(\p{L})/gu, (_, sep: string, c: string) => sep.replace('_', ' ') + c.toUpperCase());
    case 'trim':
      return text.trim();
    case 'truncate':
      return [...text].slice(0, Number(format.arg)).join('');
    case 'default':
      return text === '' ? (format.arg ?? '') : text;
  }
}

function formatValue(raw: PicketFieldValue, kind: PicketFieldKind, formats: readonly Format[], options: FormatOptions): string {
  let text = defaultFieldText(raw, kind, options);
  let current = raw;
  let currentKind = kind;
  for (const f of formats) {
    text = applyFormat(text, current, currentKind, f, options);
    // After a format the value is text: a later money or date reads what the earlier one wrote.
    current = text;
    currentKind = 'text';
  }
  return text;
}

/**
 * The text the CRM field gets: the mapped field's value through the rule (or its default reading when the rule is
 * empty). A rule that does not parse gives the default reading: rules are checked when saved, so this is only reached
 * by a row written before a rule's grammar changed.
 */
export function applyFormatRule(rule: string | null | undefined, field: PicketField, values: PicketFieldValues, options: FormatOptions = {}): string {
  const value = values[field] ?? null;
  const kind = picketFields[field];
  const parsed = rule?.trim() ? parseFormatRule(rule) : null;
  if (!parsed || !parsed.ok) return defaultFieldText(value, kind, options);
  if (parsed.rule.kind === 'chain') return formatValue(value, kind, parsed.rule.formats, options);
  return parsed.rule.parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const name = part.field === 'value' ? field : part.field;
      return formatValue(values[name] ?? null, picketFields[name], part.formats, options);
    })
    .join('');
}
