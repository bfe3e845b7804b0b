// Issue 15: the SPA's index.html, with the page's own first-view files named in its head. Without them the browser
// learns what a page needs only once the entry script has been fetched and run (a round trip and a parse later): the
// page's code, its strings and, on the customer's quote page, the quote itself. The build lists each route's files
// (scripts/first-views.ts → .vite/first-views.json); here the request's path and ?lang= pick them, exactly as
// web/main.tsx will at start-up, so every hinted file is one the page then uses. Pages only a signed-in user sees are
// hinted only when the request carries a session cookie (a visitor is sent to /login and would not use them).
//
// index.html stays revalidated (no-cache + ETag, 304 when unchanged), compressed as the browser accepts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FirstViewRoute, FirstViews } from './first-views.types';
import { SESSION_COOKIE } from './session';
import { REVALIDATE } from './web-static';

type Encoding = 'br' | 'gzip' | 'identity';
type Variant = { body: Buffer; etag: string };

/** A path parameter's value, when it may go into a URL of the page's head (capability tokens are URL-safe base64). */
const SAFE_PARAM = /^[A-Za-z0-9_-]{1,200}$/;
const CACHE_LIMIT = 500;

function match(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (!have[i]) return null;
      try {
        params[want[i].slice(1)] = decodeURIComponent(have[i]);
      } catch {
        return null;
      }
    } else if (want[i] !== have[i]) return null;
  }
  return params;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The <link> tags of a route's first view. */
export function firstViewLinks(route: FirstViewRoute, params: Record<string, string>, lang: 'en' | 'es', signedIn: boolean): string[] {
  if (route.signedIn && !signedIn) return [];
  const links: string[] = [];
  if (route.api) {
    const names = [...route.api.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
    if (names.every((n) => SAFE_PARAM.test(params[n] ?? ''))) {
      const url = route.api.replace(/:([A-Za-z]+)/g, (_, n: string) => params[n]);
      // The page reads it with fetch(url, { credentials: 'include' }): the hint must ask the same way to be used.
      links.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(url)}">`);
    }
  }
  if (route.currentUser && signedIn) links.push('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me">');
  for (const file of route.files[lang]) {
    const href = escapeAttr(`/${file}`);
    if (file.endsWith('.js')) links.push(`<link rel="modulepreload" crossorigin href="${href}">`);
    else if (file.endsWith('.css')) links.push(`<link rel="preload" as="style" crossorigin href="${href}">`);
  }
  return links;
}

export type IndexHtml = { send: (request: FastifyRequest, reply: FastifyReply) => FastifyReply };

/** Reads the build's index.html and first views once; `send` answers an SPA path with the page's HTML. */
export function loadIndexHtml(webDist: string): IndexHtml {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const viewsFile = path.join(webDist, '.vite', 'first-views.json');
  const views: FirstViews = fs.existsSync(viewsFile) ? (JSON.parse(fs.readFileSync(viewsFile, 'utf8')) as FirstViews) : { routes: [] };
  const { routes } = views;
  const ROOT = '<div id="root"></div>';
  // A signed-in page paints the shell's frame with the HTML while its scripts download (the app renders the same frame).
  const framed = views.shellFrame && html.includes(ROOT) ? html.replace(ROOT, `<div id="root">${views.shellFrame}</div>`) : html;
  const cache = new Map<string, Variant>(); // `${encoding}\n${html}` → compressed body; pages without a token only

  const variant = (page: string, encoding: Encoding, cacheable: boolean): Variant => {
    const key = `${encoding}\n${page}`;
    const cached = cacheable ? cache.get(key) : undefined;
    if (cached) return cached;
    const raw = Buffer.from(page);
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: cacheable ? 11 : 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
        : encoding === 'gzip'
          ? zlib.gzipSync(raw, { level: 9 })
          : raw;
    const made = { body, etag: `W/"${createHash('sha256').update(page).digest('base64url').slice(0, 22)}"` };
    if (cacheable) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(key, made);
    }
    return made;
  };

  return {
    send(request, reply) {
      const url = new URL(request.url, 'http://x');
      const lang = url.searchParams.get('lang') === 'es' ? 'es' : 'en';
      const signedIn = Boolean(request.cookies?.[SESSION_COOKIE]);
      let links: string[] = [];
      let withParams = false;
      let shell = html;
      for (const route of routes) {
        const params = match(route.path, url.pathname);
        if (!params) continue;
        links = firstViewLinks(route, params, lang, signedIn);
        withParams = Boolean(route.api) && links.length > 0;
        if (route.signedIn && signedIn) shell = framed;
        break;
      }
      const page = links.length ? shell.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : shell;
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding: Encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
      const { body, etag } = variant(page, encoding, !withParams);
      reply.header('Cache-Control', REVALIDATE).header('Vary', 'Accept-Encoding').header('ETag', etag).type('text/html; charset=utf-8');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(body);
    },
  };
}
