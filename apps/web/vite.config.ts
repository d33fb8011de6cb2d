import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The API as `npm run dev` starts it (on PORT, 3000 unless set).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

// The server sends a strict CSP (script-src 'self'), so nothing may be inlined into index.html:
// the module-preload polyfill stays in the entry chunk and assets are always emitted as files.
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

export default defineConfig({
  root: fromHere('.'),
  plugins: [react(), tailwindcss(), precompressAssets],
  resolve: {
    alias: { '@': fromHere('./src') },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
  },
});
