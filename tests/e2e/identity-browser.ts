import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserForFile } from '../support/browser';
import type { Db } from '../../infra/db/knex';
import { listOutbox } from '../../infra/mail/outbox';

/**
 * expect.poll with room for a loaded machine (its default gives up after one
 * second; a sign-in hashes a password and other test files run alongside). It
 * ends as soon as the condition holds: the timeout only bounds a failure.
 */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 20_000, interval: 50 });
}

/** The worker's headless Chromium (tests/support/browser.ts). */
export const launchBrowser = browserForFile;

/**
 * A page that collects the browser's own errors (script errors, React warnings,
 * console.error). Chromium also logs each 4xx answer as "Failed to load
 * resource"; a test names the statuses it provokes on purpose in `expectClean`.
 */
export async function openPage(browser: Browser | BrowserContext, width = 1280, height = 900): Promise<{ page: Page; errors: string[] }> {
  const page = 'newContext' in browser ? await (await browser.newContext({ viewport: { width, height } })).newPage() : await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.location().url ? `${m.text()} (${m.location().url})` : m.text());
  });
  return { page, errors };
}

export function expectClean(errors: string[], allowedStatuses: number[] = []) {
  const expected = new RegExp(`^Failed to load resource: the server responded with a status of (${allowedStatuses.join('|') || 'none'})\\b`);
  expect(errors.filter((e) => !expected.test(e))).toEqual([]);
}

/** Goes to a page and waits until its scripts run (the shell marks <html data-hydrated>). */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  return response;
}

/** Waits until the router has no navigation, revalidation or fetcher in flight (a click then starts nothing that aborts another). */
export async function routerIdle(page: Page) {
  await page.waitForFunction(() => {
    const router = (window as unknown as { __remixRouter?: { state: { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> } } }).__remixRouter;
    if (!router) return false;
    const { navigation, revalidation, fetchers } = router.state;
    return navigation.state === 'idle' && revalidation === 'idle' && [...fetchers.values()].every((f) => f.state === 'idle');
  });
}

export const modal = (page: Page) => page.locator('.modal__panel[role="dialog"]');
export const modalTitle = (page: Page) => modal(page).locator('.modal__title').textContent();
export const headerName = (page: Page) => page.locator('.account-menu__name').textContent();

/** Opens the modal from the header's Sign in link. */
export async function openSignIn(page: Page) {
  await page.locator('.site-header__signin').click();
  await eventually(() => modalTitle(page)).toBe('Sign in');
}

export const toasts = (page: Page) => page.locator('.toast__text').allTextContents();

/** The newest mail to an address, read from the outbox (what the mail adapter keeps on a local run). */
export async function latestMail(shop: { runtime: { db: Db; sessionSecret: string } }, to: string): Promise<string> {
  const [mail] = await listOutbox(shop.runtime, { to: [to], limit: 1 });
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail.text;
}

export async function activationCodeFor(shop: { runtime: { db: Db; sessionSecret: string } }, to: string): Promise<string> {
  const code = (await latestMail(shop, to)).match(/activation code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no activation code mailed to ${to}`);
  return code;
}

/** Signs in through the open modal (LOGIN mode). */
export async function signInWithModal(page: Page, email: string, password: string) {
  const form = modal(page);
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.locator('.account-menu__toggle, .mobile-menu__hello').first().waitFor({ state: 'attached' });
}

/** A signed-in token from the JSON API, as the spec's other clients get one. */
/** A page signed in as `email` through the home page's sign-in modal (the cookie notice accepted first). */
export async function signedInOnHome(browser: Browser | BrowserContext, base: string, email: string, password: string, width?: number, height?: number) {
  const opened = await openPage(browser, width, height);
  await visit(opened.page, `${base}/`);
  await opened.page.getByRole('button', { name: 'Essential only' }).click();
  await openSignIn(opened.page);
  await signInWithModal(opened.page, email, password);
  return opened;
}

export async function apiToken(base: string, email: string, password: string, address = '198.51.100.7'): Promise<string> {
  const response = await fetch(`${base}/api/client/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  const json = (await response.json()) as { data: { token: string } };
  return json.data.token;
}

export async function apiRegister(base: string, email: string, password: string, username = '', address = '198.51.100.8') {
  const response = await fetch(`${base}/api/client/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password, username }),
  });
  return (await response.json()) as { success: boolean; data: { id: string; token: string } };
}
