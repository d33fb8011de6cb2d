// The app with the demo catalogue on a new embedded database. `npm start` runs it compiled
// (apps/server/dist/start.js, made by scripts/build.ts); `npm run dev` runs it from source, restarted on change.
import { startDemoApp } from './lib/start-demo';

await startDemoApp();
