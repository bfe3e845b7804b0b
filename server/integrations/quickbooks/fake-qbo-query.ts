// The part of QuickBooks' query language the fake understands: select * / count(*) from Entity
// [where Field = 'v' | Field in ('a', 'b') | Field like '%v%' [and …]] [orderby …] [startposition n] [maxresults m].
// Nested fields read with a dot (PrimaryEmailAddr = 'x' matches PrimaryEmailAddr.Address, CustomerRef its value).
import { FakeQboFault } from './fake-qbo-store';

export interface ParsedQuery {
  entity: string;
  count: boolean;
  where: { field: string; op: '=' | 'in' | 'like'; values: string[] }[];
  start: number;
  max: number;
}

const invalid = (detail: string) => new FakeQboFault({ status: 400, code: '4000', message: 'Error parsing query', detail: `QueryParserError: ${detail}`, type: 'ValidationFault' });

const unquote = (raw: string) => {
  // Booleans and numbers go bare (Active = true); text is single-quoted.
  if (/^(true|false|-?\d+(\.\d+)?)$/i.test(raw.trim())) return raw.trim().toLowerCase();
  const m = /^'((?:[^'\\]|\\.)*)'$/.exec(raw.trim());
  if (!m) throw invalid(`Encountered "${raw.trim().slice(0, 40)}"`);
  return m[1].replace(/\\(.)/g, '$1');
};

export function parseQboQuery(text: string): ParsedQuery {
  const m = /^\s*select\s+(\*|count\(\*\))\s+from\s+(\w+)(?:\s+where\s+(.+?))?(?:\s+orderby\s+[\w.,\s]+?(?:\s+(?:asc|desc))?)?(?:\s+startposition\s+(\d+))?(?:\s+maxresults\s+(\d+))?\s*$/is.exec(text);
  if (!m) throw invalid(`Encountered "${text.slice(0, 60)}"`);
  const where: ParsedQuery['where'] = [];
  if (m[3]) {
    // Split on " and " outside quotes.
    const parts: string[] = [];
    let depth = '';
    let current = '';
    for (let i = 0; i < m[3].length; i++) {
      const c = m[3][i];
      if (c === '\\' && depth) {
        current += c + (m[3][++i] ?? '');
        continue;
      }
      if (c === "'") depth = depth ? '' : "'";
      if (!depth && /^\sand\s/i.test(m[3].slice(i, i + 5))) {
        parts.push(current);
        current = '';
        i += 4;
        continue;
      }
      current += c;
    }
    parts.push(current);
    for (const part of parts) {
      const cond = /^\s*([\w.]+)\s*(=|in|like)\s*(.+?)\s*$/is.exec(part);
      if (!cond) throw invalid(`Encountered "${part.trim().slice(0, 40)}"`);
      const op = cond[2].toLowerCase() as '=' | 'in' | 'like';
      const values = op === 'in' ? (/^\((.*)\)$/s.exec(cond[3])?.[1] ?? '').split(/,(?=(?:[^']*'[^']*')*[^']*$)/).map(unquote) : [unquote(cond[3])];
      where.push({ field: cond[1], op, values });
    }
  }
  const max = Number(m[5] ?? 100);
  if (max > 1000) throw invalid('maxresults must be at most 1000');
  return { entity: m[2], count: m[1] !== '*', where, start: Number(m[4] ?? 1), max };
}

function fieldValue(row: Record<string, unknown>, field: string): string | undefined {
  let value: unknown = row;
  for (const key of field.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  if (value && typeof value === 'object') {
    const v = value as { value?: unknown; Address?: unknown; FreeFormNumber?: unknown };
    value = v.value ?? v.Address ?? v.FreeFormNumber;
  }
  return value === undefined || value === null ? undefined : String(value);
}

export function matchesQuery(row: Record<string, unknown>, query: ParsedQuery): boolean {
  return query.where.every(({ field, op, values }) => {
    const value = fieldValue(row, field);
    if (value === undefined) return false;
    if (op === 'like') {
      const pattern = new RegExp(`^${values[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*')}$`, 'i');
      return pattern.test(value);
    }
    // QuickBooks compares names case-insensitively.
    return values.some((v) => v.toLowerCase() === value.toLowerCase());
  });
}
