// `npm run build`: the web app (apps/web/dist) and the server (apps/server/dist/start.js). With --if-stale, as
// `npm start` runs it, each is built only when it is missing or older than its sources.
import { ensureServerBuild } from './lib/server-build';
import { ensureWebBuild } from './lib/web-build';

const force = !process.argv.includes('--if-stale');
await ensureWebBuild(console.log, force);
await ensureServerBuild(console.log, force);
