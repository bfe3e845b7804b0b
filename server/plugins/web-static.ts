// Serves the built SPA (issue 15): brotli or gzip files made at build time (vite.config.ts `precompress`), chosen by the
// request's Accept-Encoding; hashed assets cached for a year, everything else (index.html, favicon) revalidated.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names every file under assets/ after its content hash: a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(relativePath: string): string {
  return relativePath.split(path.sep).join('/').startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

// Helmet's headers that only mean something on a document (or do nothing in today's browsers). A hashed script or
// stylesheet does not need them, and on a phone connection ~600 bytes of headers per asset add up: a first view has
// 10-25 of them. nosniff and Cross-Origin-Resource-Policy stay: they do protect a script or stylesheet.
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Registers the static files when webDist holds a build; returns whether it does (the SPA fallback needs index.html). */
export async function registerWebStatic(app: FastifyInstance, webDist: string | undefined): Promise<boolean> {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) return false;
  const root = path.resolve(webDist);
  await app.register(fastifyStatic, {
    root,
    wildcard: false, // one route per file found at start-up: unknown paths fall through to the SPA
    index: false,
    preCompressed: true, // file.br for `br`, file.gz for `gzip`, else the file itself; adds Vary: Accept-Encoding
    globIgnore: ['**/*.br', '**/*.gz'], // the compressed twins are picked by negotiation, not served by their own names
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const cacheControl = cacheControlFor(path.relative(root, filePath));
      reply.header('Cache-Control', cacheControl);
      if (cacheControl === IMMUTABLE) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    },
  });
  return true;
}
