// What crawlers, link previews and monitors read (issue 22): /robots.txt and /sitemap.xml of the public marketing
// pages, each public page's title, description and social-preview tags in the request's language, and a hint in a
// visitor's HTML (no session cookie) that there is no one to ask /api/auth/me about.
import type { FastifyInstance } from 'fastify';
import { pageHeadWords, type PageKey } from './page-head-words';

/** The public marketing pages: in the sitemap, indexable, with their own title and description. */
export const MARKETING_PAGES = {
  '/': 'home',
  '/homeowner': 'homeowner',
  '/contractor': 'contractor',
  '/contractor-registration': 'contractorRegistration',
  '/login': 'login',
} as const satisfies Record<string, PageKey>;

// Signed-in pages (web/app/routes.tsx, access contractor/admin/onboarding) and the API. /customer/ stays crawlable on
// purpose: its pages answer X-Robots-Tag: noindex, which a crawler only sees if it may fetch them.
const DISALLOWED = [
  '/api/',
  '/dashboard',
  '/admin',
  '/onboarding',
  '/contractor/',
  '/contractor-portal',
  '/settings',
  '/testimonials',
  '/faqs',
  '/quote/',
  '/quotes',
  '/quote-cart',
  '/jobs',
  '/schedule',
  '/customers',
  '/reports',
  '/set-password',
  '/forgot-password',
];

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${base(publicUrl)}/sitemap.xml`, ''].join('\n');
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Each page in English with its Spanish twin (?lang=es) as an alternate, as Google reads hreflang in sitemaps. */
export function sitemapXml(publicUrl: string): string {
  const urls = Object.keys(MARKETING_PAGES).map((path) => {
    const enUrl = `${base(publicUrl)}${path}`;
    const esUrl = `${enUrl}?lang=es`;
    const alternates = [`<xhtml:link rel="alternate" hreflang="en" href="${xml(enUrl)}"/>`, `<xhtml:link rel="alternate" hreflang="es" href="${xml(esUrl)}"/>`];
    return [enUrl, esUrl].map((loc) => `  <url><loc>${xml(loc)}</loc>${alternates.join('')}</url>`).join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function registerCrawlerFiles(app: FastifyInstance, publicUrl: string) {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  const day = 'public, max-age=86400';
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => reply.type('text/plain; charset=utf-8').header('Cache-Control', day).send(robots));
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => reply.type('application/xml; charset=utf-8').header('Cache-Control', day).send(sitemap));
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The head of a public marketing page in its language: title, description, canonical and language alternates, Open
 * Graph and Twitter card. Null for any other path (signed-in pages keep the generic head).
 */
export function marketingHead(pathname: string, lang: 'en' | 'es', publicUrl: string): { title: string; tags: string[] } | null {
  const key = (MARKETING_PAGES as Record<string, PageKey | undefined>)[pathname];
  if (!key) return null;
  const seo = pageHeadWords[lang];
  const { title, description } = seo[key];
  const enUrl = `${base(publicUrl)}${pathname}`;
  const url = lang === 'es' ? `${enUrl}?lang=es` : enUrl;
  return {
    title,
    tags: [
      `<meta name="description" content="${attr(description)}" />`,
      `<link rel="canonical" href="${attr(url)}" />`,
      `<link rel="alternate" hreflang="en" href="${attr(enUrl)}" />`,
      `<link rel="alternate" hreflang="es" href="${attr(`${enUrl}?lang=es`)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${attr(seo.siteName)}" />`,
      `<meta property="og:title" content="${attr(title)}" />`,
      `<meta property="og:description" content="${attr(description)}" />`,
      `<meta property="og:url" content="${attr(url)}" />`,
      `<meta property="og:locale" content="${lang === 'es' ? 'es_US' : 'en_US'}" />`,
      `<meta property="og:locale:alternate" content="${lang === 'es' ? 'en_US' : 'es_US'}" />`,
      `<meta name="twitter:card" content="summary" />`,
      `<meta name="twitter:title" content="${attr(title)}" />`,
      `<meta name="twitter:description" content="${attr(description)}" />`,
    ],
  };
}

/** A visitor's page: the SPA skips its first /api/auth/me (it would answer 401, logged as an error in the console). */
export const NO_SESSION_HINT = '<meta name="picket-session" content="none" />';

/** index.html with the page's head: its language, title, description and preview tags, and the visitor hint. */
export function withPageHead(html: string, args: { pathname: string; lang: 'en' | 'es'; publicUrl: string; signedIn: boolean }): string {
  const head = marketingHead(args.pathname, args.lang, args.publicUrl);
  let page = html;
  if (args.lang === 'es') page = page.replace('<html lang="en">', '<html lang="es">');
  const extra: string[] = [];
  if (head) {
    page = page.replace(/<title>[^<]*<\/title>/, `<title>${attr(head.title)}</title>`).replace(/\s*<meta name="description"[^>]*>/, '');
    extra.push(...head.tags);
  }
  if (!args.signedIn) extra.push(NO_SESSION_HINT);
  return extra.length ? page.replace('</head>', `    ${extra.join('\n    ')}\n  </head>`) : page;
}
