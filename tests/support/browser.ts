import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { atFileEnd } from './cleanup';

/** Where Chromium is (scripts/ensure-chromium.mjs made sure there is one). */
export function chromiumPath(): string {
  for (const path of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) if (path && fs.existsSync(path)) return path;
  return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim();
}

const key = Symbol.for('roomcraft.test-browser');

/**
 * Headless Chromium, one per test worker: the first test file to ask launches
 * it, later files in the same worker reuse it. Vitest keeps its worker processes
 * between files (vitest.config.ts) but loads each file's modules afresh, so the
 * browser is kept on the process's globalThis. Each file's pages and contexts
 * are closed after the file; the browser goes with the worker.
 */
export async function browserForFile(): Promise<Browser> {
  const worker = globalThis as unknown as { [key]?: Promise<Browser> };
  let browser = await (worker[key] ??= launch());
  if (!browser.isConnected()) browser = await (worker[key] = launch());
  const before = new Set(browser.contexts());
  atFileEnd(async () => {
    await Promise.all(browser.contexts().filter((c) => !before.has(c)).map((c) => c.close()));
  });
  return browser;
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
