// `npm run dev`: the API (restarted on change) and Vite with hot reload, which proxies /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/web-build';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'scripts/start.ts', '--no-build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: path.join(repoRoot, 'apps/web'), stdio: 'inherit' }),
];

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', (code) => code && stopAll());
