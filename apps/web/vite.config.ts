// By path, not by the package's name: Vite bundles this config with what it imports from our own folders, and
// would leave a package to Node, which does not resolve the shared sources' extensionless imports.
import { PAGES } from '../../packages/shared/src/pages.ts';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The API as `npm run dev` starts it (on PORT, 3000 unless set).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

// The faces every first view draws text in (body text and headings): fetched with the HTML rather than
// once the CSS has been read, so the text is drawn in them from the first paint.
const FIRST_VIEW_FONTS = [
  /\/inter-latin-wght-normal-[\w-]+\.woff2$/,
  /\/bungee-latin-400-normal-[\w-]+\.woff2$/,
];

function preloadFirstViewFonts(): Plugin {
  return {
    name: 'rewind:preload-first-view-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {}).map((file) => `/${file}`);
        return FIRST_VIEW_FONTS.map((pattern) => {
          const href = files.find((file) => pattern.test(file));
          if (!href) throw new Error(`No built font matches ${pattern}: update FIRST_VIEW_FONTS`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}

// The page loads the app's code once it has painted what the server drew (decision 020): index.html's entry
// script and its module preloads give way to src/boot.ts, a script of its own that names them on its tag.
const BOOT_ENTRY = 'boot';

function loadAppAfterFirstPaint(): Plugin {
  return {
    name: 'rewind:load-app-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const boot = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.name === BOOT_ENTRY,
        );
        if (!boot || !chunk) throw new Error('The build has no boot script or no entry for index.html');
        const entryTag = `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        const preloadTag = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
        if (!html.includes(entryTag)) throw new Error(`index.html has no ${entryTag}`);
        const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]);
        const bootTag =
          `<script type="module" crossorigin src="/${boot.fileName}" ` +
          `data-app="/${chunk.fileName}" data-preload="${preloads.join(' ')}"></script>`;
        return html.replace(preloadTag, '').replace(entryTag, bootTag);
      },
    },
  };
}

// The chunks the entry imports itself, which every page has loaded before any other: a lazy chunk's list of
// what to preload with it leaves them out (the entry's map of those lists is bytes on every page).
const entryChunks = new Set<string>();

function findEntryChunks(): Plugin {
  return {
    name: 'rewind:find-entry-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryChunks.clear();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || entryChunks.has(fileName)) return;
          entryChunks.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'))
            visit(chunk.fileName);
      },
    },
  };
}

// The page list (shared/pages.ts, decision 045) tells the server and the benchmark, beside each page's address,
// the queries of its first view, its link preview and its benchmark name: some 400 bytes of the entry, gzipped,
// that the browser never reads. The browser's build gets what the router reads of each page, and nothing else
// of the module (an import of anything else fails the build).
const PAGES_MODULE = fromHere('../../packages/shared/src/pages.ts');

function pageListForTheRouter(): Plugin {
  return {
    name: 'rewind:page-list-for-the-router',
    load(id) {
      if (id !== PAGES_MODULE) return null;
      const routes = PAGES.map(({ page, path, isForAdmins }) => ({ page, path, isForAdmins }));
      return `export const PAGES = ${JSON.stringify(routes)};`;
    },
  };
}

// Libraries every page runs, each in a chunk of its own: they change far less often than the app's code, so
// a new release of the app leaves them in the browser's cache.
const VENDOR_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](wouter|regexparam|use-sync-external-store)[\\/]/ },
  { name: 'tanstack-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
];

// The small pieces nearly every page draws, in one chunk with what they import (the texts, the API client, the
// icons' code): left to the automatic splitting, each set of pages sharing a piece got a file of its own, some
// twenty files of a few hundred bytes per page, each with its own imports and gzip overhead.
const PAGE_KIT = [
  'components/ui/box-cover',
  'components/ui/empty-state',
  'components/ui/lazy-dialog',
  'components/ui/list-states',
  'components/ui/page-container',
  'components/ui/page-header',
  'components/ui/skeleton',
  'components/ui/titled-section',
  'lib/use-document-title',
];
const PAGE_KIT_CHUNK = {
  name: 'page-kit',
  test: (id: string) =>
    PAGE_KIT.some(
      (piece) => /\.tsx?$/.test(id) && id.slice(0, id.lastIndexOf('.')).endsWith(`/src/${piece}`),
    ),
};

// The server sends a strict CSP (script-src 'self'), so nothing may be inlined into index.html: assets are
// always emitted as files.
// Each text file of the build also as .br and .gz beside it, at the highest levels (made once, at build time),
// which the server sends as they are; every one, even where compressing gains nothing, so none is compressed
// again per request (decision 006).
const precompressAssets = compression({
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  skipIfLargerOrEqual: false,
  logLevel: 'silent',
});

// `vite build` makes the browser's app in dist; `vite build --ssr` (scripts/lib/web-build.ts) the module the
// server draws first views with (src/entry-server.tsx, decision 012) in dist-server, outside what is served.
// It is bundled with its libraries, React's production build among them: the server sets no NODE_ENV, and
// React picks its development build without it.
export default defineConfig(({ isSsrBuild }) => ({
  root: fromHere('.'),
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        pageListForTheRouter(),
        findEntryChunks(),
        preloadFirstViewFonts(),
        loadAppAfterFirstPaint(),
        precompressAssets,
      ],
  resolve: {
    alias: { '@': fromHere('./src') },
  },
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? { outDir: fromHere('./dist-server'), emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: fromHere('./dist'),
        emptyOutDir: true,
        assetsInlineLimit: 0,
        // Every browser the app supports (Vite's baseline-widely-available target) knows modulepreload.
        modulePreload: {
          polyfill: false,
          // A dialog's code loads when it is opened, its imports then (most are in the page already): listing
          // all of a dialog's files in every page that offers it made that page's code larger by their names.
          resolveDependencies: (url, deps) =>
            /dialog/.test(url) ? [] : deps.filter((dep) => !entryChunks.has(dep)),
        },
        rolldownOptions: {
          input: { index: fromHere('./index.html'), [BOOT_ENTRY]: fromHere('./src/boot.ts') },
          output: {
            codeSplitting: { groups: [...VENDOR_CHUNKS, PAGE_KIT_CHUNK] },
            // Seven characters of hash (the fewest the bundler allows for this many files) tell them apart as well as eight, and every page carries the
            // names: the entry's list of what each page preloads, and each file's imports.
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
          },
        },
      },
}));
