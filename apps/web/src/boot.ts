// The page's one script tag (decision 020). The server drew the page (decision 012), so its first paint needs no
// script: the app's code is fetched once the page has painted, and until then the style sheet, the fonts and the
// cover have the network to themselves. The build (vite.config.ts, `loadAppAfterFirstPaint`) names the app's
// entry and the scripts it imports on this tag, in place of the script and preload tags of index.html.
const tag = document.querySelector<HTMLScriptElement>('script[data-app]');

// A page that has not painted by then (a very slow device, a tab hidden meanwhile) loads the app all the same.
const PAINT_WAIT_LIMIT_MS = 3000;

/** Resolves once the page the server drew has painted, and at once when there is nothing to wait for. */
function afterFirstPaint(fallbackMs: number): Promise<void> {
  const isServerDrawn = Boolean(document.getElementById('root')?.firstElementChild);
  const canObserve = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;
  // An empty root (the render failed on the server) is drawn by the app; a hidden tab does not paint.
  if (!isServerDrawn || !canObserve || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) done();
    });
    const timer = setTimeout(() => done(), fallbackMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

function preloadModule(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

if (tag?.dataset.app) {
  const { app, preload = '' } = tag.dataset;
  void afterFirstPaint(PAINT_WAIT_LIMIT_MS).then(() => {
    for (const href of preload.split(' ').filter(Boolean)) preloadModule(href);
    return import(/* @vite-ignore */ app);
  });
}
