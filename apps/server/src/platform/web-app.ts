import fastifyStatic from '@fastify/static';
import { PAGE_DATA_ELEMENT_ID, serializePageData, type TPageData } from '@rewind/shared/page-data';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadPageData } from './page-data';

export type PageMeta = {
  title: string;
  description: string;
  image: string | null;
  type: string;
  /** The page's own path, when it was asked for at another address (the web app moves there too). */
  canonicalPath?: string;
};
export type DescribePage = (pathname: string) => Promise<PageMeta | null>;

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The built web app: hashed assets cached for a year and sent as the build compressed them (.br, .gz), every
 * other non-API GET answered with index.html (history fallback), with Open Graph tags filled in where
 * `describePage` knows the page and the data of the page's first view embedded where `loadPageData` knows it
 * (decision 008).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDist: string | undefined;
    publicUrl: string;
    describePage: DescribePage;
    loadPageData?: LoadPageData;
  },
) {
  const { webDist } = options;
  const indexFile = webDist && path.join(webDist, 'index.html');
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const renderPage = indexHtml === undefined ? undefined : pageRenderer(indexHtml);
  if (webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }
  if (renderPage) {
    // A route of its own rather than the not-found handler: only routes get the route hooks (compression).
    app.get('/*', { schema: { hide: true } }, async (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '/';
      if (isApiPath(pathname) || looksLikeFile(pathname)) return reply.callNotFound();
      const [meta, pageData] = await Promise.all([
        options.describePage(pathname),
        options.loadPageData?.(req),
      ]);
      const html = renderPage(meta, options.publicUrl + (meta?.canonicalPath ?? req.url), pageData?.data);
      // A page with the caller's own data (their session, their collection) is theirs alone, like the API's
      // answers to them; everyone else's page holds what the API answers anyone.
      return reply
        .header('cache-control', pageData?.isPrivate ? 'private, no-store' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    return reply
      .code(404)
      .send({ error: { code: 'not_found', message: `No route for ${req.method} ${pathname}` } });
  });
}

/**
 * index.html cut once, at start-up, around its <title> and before </head>: a page is the fixed parts with the
 * escaped page text placed between them, so nothing in a film's title or description is read as a pattern.
 * The data block is JSON that a browser never runs (CSP allows it: it is no script) and whose text cannot
 * close the element (see serializePageData).
 */
function pageRenderer(html: string): (meta: PageMeta | null, url: string, data?: TPageData) => string {
  const title = /<title>[^<]*<\/title>/.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!title || headEnd < title.index) return () => html;
  const beforeTitle = html.slice(0, title.index);
  const restOfHead = html.slice(title.index + title[0].length, headEnd);
  const fromHeadEnd = html.slice(headEnd);
  return (meta, url, data) => {
    const head =
      meta === null
        ? `${beforeTitle}${title[0]}${restOfHead}`
        : `${beforeTitle}<title>${escapeHtml(meta.title)}</title>${restOfHead}    ${metaTags(meta, url)}\n  `;
    const dataBlock = data
      ? `${meta === null ? '  ' : ''}<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(data)}</script>\n  `
      : '';
    return `${head}${dataBlock}${fromHeadEnd}`;
  };
}

function metaTags(meta: PageMeta, url: string): string {
  const image = meta.image && (meta.image.startsWith('/') ? new URL(meta.image, url).toString() : meta.image);
  return [
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:type', meta.type],
    ['og:url', url],
    ['og:site_name', 'Rewind'],
    ...(image ? [['og:image', image]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}">`)
    .concat(
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    )
    .join('\n    ');
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const isApiPath = (pathname: string) =>
  pathname === '/api' || pathname.startsWith('/api/') || pathname === '/healthz';
const looksLikeFile = (pathname: string) =>
  pathname.startsWith('/assets/') ||
  /\.(js|mjs|css|map|png|jpe?g|gif|webp|svg|ico|woff2?|json|txt|xml)$/i.test(pathname);
