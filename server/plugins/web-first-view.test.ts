// Issue 15: index.html names the page's own first-view files (and the customer's quote read) in its head, so the browser
// fetches them with the entry instead of after it; pages behind sign-in only for a request with a session; still
// compressed and revalidated.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { FirstViews } from './first-views.types';
import { useTestApp } from '../test/use-test-app';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'picket-first-view-'));
const html = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
fs.writeFileSync(path.join(webDist, 'index.html'), html);
const views: FirstViews = {
  routes: [
    { path: '/', signedIn: false, currentUser: true, files: { en: ['assets/home-1.js', 'assets/strings-en-home-1.js'], es: ['assets/home-1.js', 'assets/strings-es-home-1.js'] } },
    { path: '/dashboard', signedIn: true, currentUser: true, files: { en: ['assets/dashboard-1.js', 'assets/dashboard-1.css', 'assets/en-1.js'], es: ['assets/dashboard-1.js', 'assets/dashboard-1.css', 'assets/es-1.js'] } },
    { path: '/customer/quote/:token/view', signedIn: false, currentUser: false, api: '/api/public/quotes/:token', files: { en: ['assets/quote-1.js'], es: ['assets/quote-1.js'] } },
  ],
  shellFrame: '<div class="min-h-screen" aria-busy="true">frame</div>',
};
fs.writeFileSync(path.join(webDist, '.vite', 'first-views.json'), JSON.stringify(views));

const t = useTestApp({ config: () => ({ webDist }) });
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });
  return { res, page: res.statusCode === 200 ? zlib.brotliDecompressSync(res.rawPayload).toString() : '' };
};
const links = (page: string) => [...page.matchAll(/<link [^>]*>/g)].map((m) => m[0]);

describe('index.html with the first view named', () => {
  it("names a visitor page's code and strings in the language of ?lang=, before the end of the head", async () => {
    const { res, page } = await get('/');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(links(page)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/home-1.js">', '<link rel="modulepreload" crossorigin href="/assets/strings-en-home-1.js">']);
    expect(page.indexOf('strings-en-home-1.js')).toBeLessThan(page.indexOf('</head>'));
    expect(links((await get('/?lang=es')).page)).toContain('<link rel="modulepreload" crossorigin href="/assets/strings-es-home-1.js">');
  });

  it("starts the customer's quote read with the page, asked the way the page asks (credentials included)", async () => {
    const token = 'hYHWDEwkiwyG6Kxgu3UZoj16qrQYizHN';
    const { page } = await get(`/customer/quote/${token}/view`);
    expect(links(page)).toEqual([`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/public/quotes/${token}">`, '<link rel="modulepreload" crossorigin href="/assets/quote-1.js">']);
    expect(page).not.toContain('/api/auth/me'); // the bare customer page does not ask who is signed in
    // Whatever the path holds, nothing but a token-shaped value reaches the head.
    const odd = await get('/customer/quote/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E/view');
    expect(odd.page).not.toContain('<script>alert');
    expect(links(odd.page)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/quote-1.js">']);
  });

  it("names a signed-in page's files only for a request with a session", async () => {
    expect(links((await get('/dashboard')).page)).toEqual([]);
    const { page } = await get('/dashboard', { cookie: 'picket_session=abc' });
    expect(links(page)).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me">',
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/dashboard-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/en-1.js">',
    ]);
  });

  it("paints the signed-in shell's frame from the HTML on a signed-in page with a session, and nowhere else", async () => {
    const root = (page: string) => /<div id="root">(.*?)<\/body>/s.exec(page)?.[1];
    expect(root((await get('/dashboard', { cookie: 'picket_session=abc' })).page)).toBe('<div class="min-h-screen" aria-busy="true">frame</div></div>');
    expect((await get('/dashboard')).page).toContain('<div id="root"></div>'); // a visitor is sent to /login
    expect((await get('/', { cookie: 'picket_session=abc' })).page).toContain('<div id="root"></div>');
    expect((await get('/customer/quote/abc/view', { cookie: 'picket_session=abc' })).page).toContain('<div id="root"></div>');
  });

  it('leaves an unknown path with index.html as built; revalidates with a 304; sends gzip or plain when asked', async () => {
    const { res, page } = await get('/no/such/page');
    expect(page).toBe(html);
    const again = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { 'accept-encoding': 'br', 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const other = await get('/');
    expect(other.res.headers.etag).not.toBe(res.headers.etag);
    const gz = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(other.page);
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(other.page);
  });
});
