import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findFreePort, startAppServer } from './lib/app-process';

const answers = (url: string) =>
  fetch(url).then(
    (res) => res.ok,
    () => false,
  );

async function waitUntil(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} within 90 s`);
}

describe('npm run dev', { timeout: 180_000 }, () => {
  it('serves the app through Vite, and the API takes writes from Vite’s pages only', async () => {
    const webPort = await findFreePort();
    const dev = await startAppServer({
      script: 'scripts/dev.ts',
      env: { WEB_PORT: String(webPort), SEED_DEMO: 'false' },
    });
    try {
      const web = `http://127.0.0.1:${webPort}`;
      await waitUntil(() => answers(`${web}/healthz`), 'Vite did not answer');
      const signUp = (origin: string) =>
        fetch(`${web}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ email: `dev-${randomUUID()}@example.test`, password: 'Kodak-Betamax-1985' }),
        });

      // A page Vite served writes through its proxy, with Vite's origin.
      const fromVite = await signUp(web);
      expect(fromVite.status, await fromVite.text()).toBe(200);
      // The API's own port is another origin in development.
      const fromElsewhere = await signUp(dev.url);
      expect(fromElsewhere.status).toBe(403);
    } finally {
      await dev.stop();
      // Stopping `npm run dev` stops both servers it started.
      await waitUntil(
        async () => !(await answers(`http://127.0.0.1:${webPort}/healthz`)),
        'Vite still answered',
      );
      await waitUntil(async () => !(await answers(`${dev.url}/healthz`)), 'the API still answered');
    }
  });
});
