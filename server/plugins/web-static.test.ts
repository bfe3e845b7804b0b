// Issue 15: the built SPA is sent compressed (brotli, else gzip, else as is) from the files made at build time; hashed
// assets are cached for a year, index.html is revalidated; a missing asset is a 404, other paths get the SPA.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'picket-web-static-'));
const html = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const js = `export const words = ${JSON.stringify('picket '.repeat(400))};\n`;
function writeWithTwins(rel: string, content: string) {
  const file = path.join(webDist, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}
writeWithTwins('index.html', html);
writeWithTwins('assets/index-abc123.js', js);
fs.writeFileSync(path.join(webDist, 'assets', 'tiny-def456.js'), 'export{};'); // too small to compress: no twins
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const t = useTestApp({ config: () => ({ webDist }) });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('built web app', () => {
  it('sends a hashed asset as brotli when the browser takes it, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(js.length / 4);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
    // Only what protects a script travels with it; the document's policies stay on the document.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    expect(plain.headers.vary).toMatch(/accept-encoding/i); // a shared cache must not hand this to a br client
    const tiny = await get('/assets/tiny-def456.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers every app path with index.html, compressed and revalidated', async () => {
    for (const url of ['/', '/customer/quote/abc/view?lang=es', '/dashboard']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // As built, plus the page's head tags (web-hygiene.ts) before </head>.
      const page = zlib.brotliDecompressSync(res.rawPayload).toString();
      expect(page.replace(/\s*<(?:meta|link) [^>]*\/>/g, '').replace(/\s*<\/head>/, '</head>'), url).toBe(html);
      expect(res.headers['content-security-policy'], url).toMatch(/default-src 'self'/);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates index.html with a 304', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('does not serve the compressed twins by name, and a missing asset is a 404, not the page', async () => {
    expect((await get('/assets/index-abc123.js.br')).statusCode).toBe(404);
    const missing = await get('/assets/index-old999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });
});
