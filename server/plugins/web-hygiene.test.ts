// Issue 22: robots.txt and the sitemap, each public page's head in its language, the visitor hint instead of a 401 in
// the console, and HEAD answered as GET for every page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageHeadWords } from './page-head-words';
import { useTestApp } from '../test/use-test-app';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'picket-web-hygiene-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="Picket: fence quotes." />\n    <title>Picket</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
);
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const t = useTestApp({ config: () => ({ webDist, publicUrl: 'https://picket.example' }) });
const inject = (method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = {}) => t.app.inject({ method, url, headers: { 'accept-encoding': 'identity', ...headers } });

describe('crawlers', () => {
  it('robots.txt allows the public pages, keeps crawlers out of the API and signed-in pages, and names the sitemap', async () => {
    const res = await inject('GET', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /contractor/', 'Sitemap: https://picket.example/sitemap.xml']));
    // The quote page must be fetched for its noindex header to be seen; /contractor and the registration stay open.
    expect(lines.filter((l) => l.startsWith('Disallow:') && ['/customer', '/contractor', '/contractor-registration', '/login', '/homeowner'].some((p) => p.startsWith(l.slice(10))))).toEqual([]);
  });

  it('the sitemap lists each public page in English and Spanish', async () => {
    const res = await inject('GET', '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const p of ['/', '/homeowner', '/contractor', '/contractor-registration', '/login']) {
      expect(locs).toContain(`https://picket.example${p}`);
      expect(locs).toContain(`https://picket.example${p}?lang=es`);
    }
    expect(locs.some((l) => l.includes('/customer/') || l.includes('/dashboard'))).toBe(false);
  });
});

describe('page heads', () => {
  it('a public page has its own title, description and preview tags, in Spanish with ?lang=es', async () => {
    const res = await inject('GET', '/contractor?lang=es');
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain(`<title>${pageHeadWords.es.contractor.title}</title>`);
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.body).toContain(`<meta name="description" content="${pageHeadWords.es.contractor.description}" />`);
    expect(res.body).toContain(`<meta property="og:title" content="${pageHeadWords.es.contractor.title}" />`);
    expect(res.body).toContain('<meta property="og:url" content="https://picket.example/contractor?lang=es" />');
    expect(res.body).toContain('<meta property="og:locale" content="es_US" />');
    expect(res.body).toContain('<meta name="twitter:card" content="summary" />');
    expect(res.body).toContain('<link rel="alternate" hreflang="en" href="https://picket.example/contractor" />');
  });

  it('a page served without a session cookie says so (the SPA then skips /api/auth/me); with one it does not', async () => {
    expect((await inject('GET', '/login')).body).toContain('<meta name="picket-session" content="none" />');
    expect((await inject('GET', '/dashboard')).body).toContain('<meta name="picket-session" content="none" />');
    const signed = await inject('GET', '/dashboard', { cookie: 'picket_session=anything' });
    expect(signed.body).not.toContain('picket-session');
    expect(signed.body).not.toContain('og:title'); // signed-in pages keep the generic head
  });
});

describe('HEAD mirrors GET (RFC 9110)', () => {
  it('for every page, the crawler files and static files: same status and headers, no body', async () => {
    for (const url of ['/', '/login?lang=es', '/dashboard', '/customer/quote/abc/view', '/no/such/page', '/robots.txt', '/sitemap.xml', '/favicon.svg']) {
      const get = await inject('GET', url);
      const head = await inject('HEAD', url);
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['content-length'], url).toBe(get.headers['content-length']);
      expect(head.headers['x-robots-tag'], url).toBe(get.headers['x-robots-tag']);
      expect(head.body, url).toBe('');
    }
    expect((await inject('HEAD', '/customer/quote/abc/view')).headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await inject('HEAD', '/api/nothing')).statusCode).toBe(404);
  });
});
