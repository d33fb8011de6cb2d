import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API as `npm run dev` starts it (on PORT, 3000 unless set).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

// The server sends a strict CSP (script-src 'self'), so nothing may be inlined into index.html:
// the module-preload polyfill stays in the entry chunk and assets are always emitted as files.
export default defineConfig({
  root: fromHere('.'),
  plugins: [react(), tailwindcss()],
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
