// Stripe's request bodies are application/x-www-form-urlencoded with bracketed keys:
// metadata[quote_id]=…, line_items[0][price_data][unit_amount]=…, expand[]=… (docs.stripe.com/api, "Request bodies").

export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** Encodes nested params the way Stripe's clients do; null/undefined are left out. */
export function encodeStripeForm(params: Record<string, FormValue>): string {
  const pairs: string[] = [];
  const walk = (prefix: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((v, i) => walk(`${prefix}[${i}]`, v));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${prefix}[${k}]`, v);
    else pairs.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`);
  };
  for (const [k, v] of Object.entries(params)) walk(k, v);
  return pairs.join('&');
}

type Node = { [key: string]: Node | string };

/** Decodes a bracketed form body into nested objects; numeric keys (and []) become arrays. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const root: Node = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const head = rawKey.split('[')[0];
    const path = [head, ...[...rawKey.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    if (path.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) continue;
    let node: Node = root;
    path.forEach((segment, i) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) node[key] = value;
      else {
        if (typeof node[key] !== 'object') node[key] = {};
        node = node[key] as Node;
      }
    });
  }
  return toArrays(root) as Record<string, unknown>;
}

function toArrays(node: Node | string): unknown {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const isList = keys.length > 0 && keys.every((k, i) => k === String(i));
  if (isList) return keys.map((k) => toArrays(node[k]));
  return Object.fromEntries(keys.map((k) => [k, toArrays(node[k])]));
}
