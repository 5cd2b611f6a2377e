import { chromium, type Browser } from 'playwright-core';

/** Debian's headless Chromium for the benches that measure in a browser, with the flags this machine needs. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
