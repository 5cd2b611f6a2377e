import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { afterAll } from 'vitest';
import { chromium, type Browser } from 'playwright-core';

/** Where Chromium is (scripts/ensure-chromium.mjs made sure there is one). */
export function chromiumPath(): string {
  for (const path of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) if (path && fs.existsSync(path)) return path;
  return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim();
}

let shared: Promise<Browser> | undefined;

/**
 * Headless Chromium, one per test worker: the first test file to ask launches
 * it, later files in the same worker reuse it. Each file's pages and contexts
 * are closed after the file; the browser goes with the worker.
 */
export async function browserForFile(): Promise<Browser> {
  shared ??= chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const browser = await shared;
  const before = new Set(browser.contexts());
  afterAll(async () => {
    await Promise.all(browser.contexts().filter((c) => !before.has(c)).map((c) => c.close()));
  });
  return browser;
}
