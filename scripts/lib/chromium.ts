import { existsSync } from 'node:fs';

/** Debian's Chromium; the tests never download a browser of their own. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumMissingMessage(): string | undefined {
  if (existsSync(chromiumPath)) return undefined;
  return [
    `Chromium was not found at ${chromiumPath}; the browser tests need it.`,
    "Install it from Debian's packages:  sudo apt-get update && sudo apt-get install -y chromium",
    'or point CHROMIUM_PATH at another Chromium binary.',
  ].join('\n');
}
