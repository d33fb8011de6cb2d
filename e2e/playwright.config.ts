import { defineConfig } from '@playwright/test';
import { FAKE_IMAGE_HOSTNAME } from '../apps/server/src/test/fake-image-host';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  // Each worker drives its own Chromium against its own app server, all on this machine: two keep a 2-core
  // machine busy without queueing for it (Playwright's own default would be one there). PW_WORKERS overrides.
  workers: Number(process.env.PW_WORKERS) || 2,
  retries: 0,
  // A journey signs up, confirms by mail and works through several pages: on a busy 2-core machine, where every
  // app start also seeds the demo and its image copies, the longest take more than a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    browserName: 'chromium',
    // The fake image host of fixtures/test.ts, with its self-signed certificate, stands in for TMDB's images.
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, `--host-resolver-rules=MAP ${FAKE_IMAGE_HOSTNAME} 127.0.0.1`],
    },
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
