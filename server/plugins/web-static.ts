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
      reply.header('Cache-Control', cacheControlFor(path.relative(root, filePath)));
    },
  });
  return true;
}
