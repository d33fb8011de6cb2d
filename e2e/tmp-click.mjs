import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const base = 'http://127.0.0.1:3998';
const accounts = JSON.parse(readFileSync('/tmp/rw-demo3/demo-accounts.json', 'utf8'));
const collector = accounts.find((a) => a.username === 'tapehead');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, viewport] of [['desk', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const res = await page.request.post(base + '/api/auth/sign-in/email', { headers: { origin: base }, data: { email: collector.email, password: collector.password } });
  console.log('sign-in', res.status());
  await page.goto(base + '/community?tab=trades');
  await page.getByTestId('my-trade').first().waitFor();
  await page.screenshot({ path: `/tmp/shot-trades-${name}.png`, fullPage: true });
  await page.getByTestId('my-trade').first().click();
  await page.getByTestId('trade-status').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shot-trade-${name}.png`, fullPage: true });
  if (name === 'desk') {
    await page.getByRole('button', { name: 'Counter' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/shot-counter-${name}.png` });
  }
  await context.close();
}
await browser.close();
