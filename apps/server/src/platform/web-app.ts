import fastifyStatic from '@fastify/static';
import {
  PAGE_DATA_ELEMENT_ID,
  serializePageData,
  type TPageData,
  type TRenderResult,
} from '@rewind/shared/page-data';
import { matchPage, type TPagePreview } from '@rewind/shared/pages';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppError } from './errors';
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
/** A page's link preview from its address's parameters (decoded), or null when it has none to show. */
export type DescribePageAt = (params: Readonly<Record<string, string>>) => Promise<PageMeta | null>;

/**
 * One describer from the areas' own: the one the page list names for the page at the address (decision 045).
 * What the address names does not exist (a 404): the page gets no preview, as any other page.
 */
export const describePagesWith =
  (describers: Record<TPagePreview, DescribePageAt>): DescribePage =>
  async (pathname) => {
    const match = matchPage(pathname);
    const preview = match?.page.preview;
    if (!match || !preview) return null;
    try {
      return await describers[preview](match.params);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  };

/** Draws a page's first view from its embedded data. */
export type RenderApp = (input: { url: string; data: TPageData | undefined }) => Promise<TRenderResult>;

/**
 * How long the server may take to draw a page before it sends the page for the browser to draw. A render
 * takes milliseconds; the limit only stops one that hangs, and is generous because a busy machine (a 2-core
 * CI runner beside other work) can be many times slower than a quiet one.
 */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The web app's server module (apps/web/dist-server/entry-server.js, decision 012), or undefined when there is
 * none (`npm run dev`, API-only tests) or it cannot be loaded: pages are then drawn by the browser alone.
 */
export async function loadAppRenderer(
  file: string | undefined,
  log: FastifyBaseLogger,
): Promise<RenderApp | undefined> {
  if (!file || !existsSync(file)) return undefined;
  try {
    const module = (await import(pathToFileURL(file).href)) as {
      renderApp: (input: {
        url: string;
        data: TPageData | undefined;
        timeoutMs: number;
      }) => Promise<TRenderResult>;
    };
    return (input) => module.renderApp({ ...input, timeoutMs: RENDER_TIMEOUT_MS });
  } catch (error) {
    log.warn(
      { err: error, file },
      "The web app's server module did not load: pages are drawn in the browser",
    );
    return undefined;
  }
}

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
    renderApp?: RenderApp;
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
      const appHtml = await drawFirstView(options.renderApp, req, pageData?.data);
      const html = renderPage({
        meta,
        url: options.publicUrl + (meta?.canonicalPath ?? req.url),
        data: pageData?.data,
        appHtml,
      });
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

async function drawFirstView(
  renderApp: RenderApp | undefined,
  req: FastifyRequest,
  data: TPageData | undefined,
): Promise<string | null> {
  if (!renderApp) return null;
  try {
    const result = await renderApp({ url: req.url, data });
    if (result.html === null)
      req.log.warn({ reason: result.reason }, 'The page is left to the browser to draw');
    return result.html;
  } catch (error) {
    req.log.warn({ err: error }, 'Drawing the page on the server failed: the browser draws it');
    return null;
  }
}

type TPageParts = { meta: PageMeta | null; url: string; data?: TPageData; appHtml: string | null };

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html cut once, at start-up, around its <title>, before </head> and inside the app's root element: a
 * page is the fixed parts with the escaped page text, the data block and the server-drawn app placed between
 * them, so nothing in a film's title or description is read as a pattern. The data block is JSON that a
 * browser never runs (CSP allows it: it is no script) and whose text cannot close the element (see
 * serializePageData). The app's HTML is React's own output, escaped by React.
 */
function pageRenderer(html: string): (parts: TPageParts) => string {
  const title = /<title>[^<]*<\/title>/.exec(html);
  const headEnd = html.indexOf('</head>');
  const rootAt = html.indexOf(EMPTY_ROOT);
  if (!title || headEnd < title.index || rootAt < headEnd) return () => html;
  const beforeTitle = html.slice(0, title.index);
  const restOfHead = html.slice(title.index + title[0].length, headEnd);
  const bodyStart = html.slice(headEnd, rootAt + EMPTY_ROOT.length - '</div>'.length);
  const fromRootEnd = html.slice(rootAt + EMPTY_ROOT.length - '</div>'.length);
  return ({ meta, url, data, appHtml }) => {
    const head =
      meta === null
        ? `${beforeTitle}${title[0]}${restOfHead}`
        : `${beforeTitle}<title>${escapeHtml(meta.title)}</title>${restOfHead}    ${metaTags(meta, url)}\n  `;
    const dataBlock = data
      ? `${meta === null ? '  ' : ''}<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(data)}</script>\n  `
      : '';
    return `${head}${dataBlock}${bodyStart}${appHtml ?? ''}${fromRootEnd}`;
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

/**
 * Whether a path is the API's (or the health check's), in any case: routes match their case exactly, so
 * `/API/v1/titles` is no route, and it must answer the API's JSON 404, never the web app's page.
 */
export function isApiPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === '/api' || path.startsWith('/api/') || path === '/healthz';
}
const looksLikeFile = (pathname: string) =>
  pathname.startsWith('/assets/') ||
  /\.(js|mjs|css|map|png|jpe?g|gif|webp|svg|ico|woff2?|json|txt|xml)$/i.test(pathname);
