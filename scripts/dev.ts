// `npm run dev`: the API (restarted on change) and Vite with hot reload, which proxies /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/web-build';

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
// People use the app through Vite, so its address is the app's public one: e-mail links point there, and the
// API accepts writes (and better-auth its forms) from pages of that origin only.
const env = {
  ...process.env,
  PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${webPort}`,
};

// The tools themselves, not npx: a SIGTERM to npx would leave them running.
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'scripts/start.ts'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  }),
  // On exactly this port (vite.config.ts reads PORT for the proxy's target): another would not be PUBLIC_URL.
  spawn(bin('vite'), ['--host', '127.0.0.1', '--port', webPort, '--strictPort'], {
    cwd: path.join(repoRoot, 'apps/web'),
    env,
    stdio: 'inherit',
  }),
];

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', (code) => code && stopAll());
