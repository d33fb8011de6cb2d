import type { TPageData, TRenderResult } from '@rewind/shared/page-data';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from '@/lib/router';
import { App, type TRouterComponent } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { loadPages } from '@/app/router';
import { seedQueryClient } from '@/lib/page-data';

// Every page's code, once: a render never waits for it.
const pages = await loadPages();
const createPages = () => pages;

export type TRenderAppInput = {
  /** The address asked for, with its query string. */
  url: string;
  /** The API answers embedded in the page: the server draws from them and asks for nothing else. */
  data: TPageData | undefined;
  /** Drawing longer than this gives up (the browser then draws the page). */
  timeoutMs: number;
};

/**
 * The HTML of a page's first view, drawn on the server from the data embedded in the page (decision 012), for
 * the browser to take over (`hydrateRoot` in main.tsx). It waits for the page's code, never for the network:
 * a query whose answer is not embedded is drawn as it first is in the browser, loading. Anything that fails
 * (a query that would have to fetch, a component that throws, the time running out) gives no HTML, and the
 * page is drawn by the browser as before, never half drawn.
 */
export async function renderApp({ url, data, timeoutMs }: TRenderAppInput): Promise<TRenderResult> {
  const queryClient = seedQueryClient(createQueryClient(), data);
  // Suspense queries whose answer is missing must fail at once, not retry: the render then gives up.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const Router: TRouterComponent = ({ children }) => <StaticRouter url={url}>{children}</StaticRouter>;
  let failure: string | null = null;
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App queryClient={queryClient} Router={Router} createPages={createPages} />
      </StrictMode>,
      {
        signal: AbortSignal.timeout(timeoutMs),
        // A large page is never split out of the page to be put in place later by an inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failure ??= messageOf(error);
        },
      },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    if (failure) return { html: null, reason: failure };
    // Something suspended after all: React would put it in place with an inline script, which the CSP refuses.
    if (html.includes('<script')) return { html: null, reason: 'the page would need an inline script' };
    return { html };
  } catch (error) {
    return { html: null, reason: messageOf(error) };
  } finally {
    queryClient.clear();
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
