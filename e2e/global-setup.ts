import { ensureWebBuild } from '../scripts/lib/web-build';

// The journeys run against the built app, as a user gets it from `npm start`.
export default async function globalSetup() {
  await ensureWebBuild();
}
