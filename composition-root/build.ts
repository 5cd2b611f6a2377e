import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const sourceDirs = ['app', 'domain', 'projections', 'infra', 'workers', 'composition-root'];

function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * `npm start` straight after `npm install` on a fresh clone: build the production
 * bundle when it is missing or older than the sources.
 */
export function ensureBuild(root = process.cwd()): string {
  const entry = path.join(root, 'build/server/index.js');
  const builtAt = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
  const changedAt = Math.max(...sourceDirs.map((d) => newestMtime(path.join(root, d))), fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs);
  if (builtAt < changedAt) {
    console.log(builtAt ? 'Sources changed: rebuilding…' : 'Building the site (first start)…');
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('Build failed');
  }
  return entry;
}
