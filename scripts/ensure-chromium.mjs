#!/usr/bin/env node
/**
 * `npm test` runs this first: the browser tests need Chromium. It is found at
 * CHROMIUM_PATH, /usr/bin/chromium or on the PATH; failing that, Debian's
 * package is installed when this machine allows it (root, apt-get); otherwise
 * the run stops at once with one line saying what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

function findChromium() {
  for (const path of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) if (path && fs.existsSync(path)) return path;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

if (!findChromium()) {
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log('Installing Debian\'s chromium for the browser tests (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  if (!findChromium()) {
    console.error('The browser tests need Chromium: install Debian\'s package (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
}
