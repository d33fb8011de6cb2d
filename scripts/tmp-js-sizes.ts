import { chromium } from '@playwright/test';
import { measureInitialAssets } from './lib/page-budget';
const base = process.argv[2]!;
const dist = process.argv[3]!;
const cookie = process.argv[4];
const paths = process.argv.slice(5);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const p of paths) {
  const signed = p.startsWith('!');
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (signed && cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: base }]);
  }
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await page.goto(base + p.replace('!', ''), { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const a = measureInitialAssets(urls.map((url) => ({ url })), dist);
  console.log(p, (a.jsGzipBytes / 1024).toFixed(1), 'KB JS', (a.cssGzipBytes / 1024).toFixed(1), 'KB CSS', a.files.map((f) => f.replace('/assets/', '')).join(' '));
  await context.close();
}
await browser.close();
