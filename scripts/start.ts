// `npm start`: build the web app if needed, then run the server with the demo catalogue on a new embedded database.
import { startDemoApp } from './lib/start-demo';
import { ensureWebBuild } from './lib/web-build';

if (!process.argv.includes('--no-build')) await ensureWebBuild();
await startDemoApp();
