import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { identityCommands } from '../../domain/identity/commands';
import { tokenHash } from '../../infra/identity/secrets';
import { startShop } from './shop-server';
import { apiRegister, eventually, launchBrowser, modal, openPage, signInWithModal, visit } from './identity-browser';

/**
 * Screenshots of the modal and the account pages at 1280px and 390px, for a
 * person to look at: `SHOTS_DIR=/tmp/shots-identity npx vitest run tests/e2e/identity-shots.test.ts`.
 * Skipped otherwise. Both providers are configured (nothing is fetched until a click).
 */
const dir = process.env.SHOTS_DIR;
let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  shop = await startShop({
    OAUTH_GOOGLE_CLIENT_ID: 'shots',
    OAUTH_GOOGLE_CLIENT_SECRET: 'shots',
    OAUTH_FACEBOOK_CLIENT_ID: 'shots',
    OAUTH_FACEBOOK_CLIENT_SECRET: 'shots',
  });
  browser = await launchBrowser();
  for (const width of [1280, 390]) await apiRegister(shop.base, `jordan.${width}@example.com`, 'jordan password', 'Jordan Avery');
});

async function shot(page: Page, name: string, fullPage = false) {
  // Once transitions and animations (the modal's fade, a toast) have finished.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // A full-page shot of a scrolled page draws the sticky header in the middle.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir!, `${name}.png`), fullPage });
}

async function oauthKey(email: string, provider: 'GOOGLE' | 'FACEBOOK', width: number) {
  const authId = `shots-${provider}-${width}-${email}-0123456789`.replace(/[^A-Za-z0-9-]/g, '-');
  await shop.runtime.execute(
    identityCommands.ReceiveOAuthIdentity,
    { keyHash: tokenHash(authId), provider, subject: `s-${authId}`, email, emailVerified: true, name: 'Shots', expiresAt: new Date(Date.now() + 600_000).toISOString() },
    { actor: { kind: 'system' } },
  );
  return authId;
}

describe.skipIf(!dir)('identity screenshots (skipped unless SHOTS_DIR is set: pictures for a person to look at, not assertions)', () => {
  for (const width of [1280, 390]) {
    it(`captures the modal and the account pages at ${width}px`, async () => {
      const height = width > 500 ? 900 : 844;
      const { page } = await openPage(browser, width, height);
      // The cookie banner would sit over every shot.
      await page.addInitScript(() => window.localStorage.setItem('roomcraft.cookieBannerClosed', '1'));
      await visit(page, `${shop.base}/?login=1`);
      await shot(page, `${width}-modal-login`);
      await modal(page).getByRole('button', { name: 'Sign in', exact: true }).click();
      await eventually(() => modal(page).locator('.field__error').count()).toBe(2);
      await shot(page, `${width}-modal-login-errors`);
      await modal(page).getByRole('button', { name: 'Create an account' }).click();
      await shot(page, `${width}-modal-register`);
      await modal(page).getByRole('button', { name: 'Sign up with e-mail' }).click();
      await shot(page, `${width}-modal-create`);
      await visit(page, `${shop.base}/?authId=${await oauthKey(`new${width}@gmail.test`, 'GOOGLE', width)}`);
      await shot(page, `${width}-modal-oauth-create`);
      await visit(page, `${shop.base}/?authId=${await oauthKey(`jordan.${width}@example.com`, 'FACEBOOK', width)}`);
      await shot(page, `${width}-modal-oauth-bind`);
      await visit(page, `${shop.base}/?authId=expired-or-unknown-key`);
      await shot(page, `${width}-modal-expired`);
      await visit(page, `${shop.base}/forget`);
      await shot(page, `${width}-forget`);
      await visit(page, `${shop.base}/resetPwd?sessionId=abc.def`);
      await shot(page, `${width}-reset-password`);

      await visit(page, `${shop.base}/client`);
      await shot(page, `${width}-client-visitor`);
      await signInWithModal(page, `jordan.${width}@example.com`, 'jordan password');
      await eventually(() => page.locator('.account h1').count()).toBe(1);
      await shot(page, `${width}-client-overview`, true);
      await visit(page, `${shop.base}/`);
      await shot(page, `${width}-home-verify-bar`);
      if (width > 500) {
        await page.locator('.account-menu__toggle').click();
        await shot(page, `${width}-account-menu`);
      } else {
        await page.locator('.mobile-menu__toggle').click();
        await shot(page, `${width}-mobile-menu-signed-in`);
      }
      for (const [name, url] of [
        ['profile', '/client/update/info'],
        ['email', '/client/update/email'],
        ['password', '/client/update/password'],
        ['sms', '/client/update/sms'],
        ['notifications', '/client/notification'],
      ]) {
        await visit(page, `${shop.base}${url}`);
        await shot(page, `${width}-client-${name}`, true);
      }
      await visit(page, `${shop.base}/client/update/password`);
      await page.getByRole('button', { name: 'Change password' }).click();
      await eventually(() => page.locator('.field__error').count()).toBeGreaterThan(0);
      await shot(page, `${width}-client-password-errors`, true);
      await visit(page, `${shop.base}/client/update/address?edit=new`);
      await page.getByRole('button', { name: 'Add address' }).click();
      await eventually(() => page.locator('.field__error').count()).toBeGreaterThan(0);
      await shot(page, `${width}-client-address-errors`, true);
      for (const [first, city] of [
        ['Jordan', 'Portland'],
        ['Sam', 'Seattle'],
      ]) {
        await visit(page, `${shop.base}/client/update/address?edit=new`);
        const form = page.locator('form.address-form');
        await form.getByLabel('First name').fill(first);
        await form.getByLabel('Last name').fill('Avery');
        await form.getByLabel('Address', { exact: true }).fill('400 SW Main Street');
        await form.getByLabel('City').fill(city);
        await form.getByLabel('State').fill('OR');
        await form.getByLabel('Zip code').fill('97204');
        await form.getByRole('button', { name: 'Add address' }).click();
        await page.waitForURL(/address$/);
      }
      await eventually(() => page.locator('.address-card').count()).toBe(2);
      await shot(page, `${width}-client-addresses`, true);
      await page.locator('.address-card').last().getByRole('button', { name: 'Delete' }).click();
      await shot(page, `${width}-confirm-delete`);
      await page.locator('[role="alertdialog"]').getByRole('button', { name: 'Delete' }).click();
      await eventually(() => page.locator('.address-card').count()).toBe(1);

      await page.locator('form.account-form, .address-card').first().waitFor();
      await visit(page, `${shop.base}/client/update/info`);
      await page.locator('form.account-form input[name="csrf"]').evaluate((input: HTMLInputElement) => (input.value = 'forged'));
      await page.getByRole('button', { name: 'Save changes' }).click();
      await eventually(() => page.locator('[role="alertdialog"]').count()).toBe(1);
      await shot(page, `${width}-no-access-dialog`);
      await page.goto(`${shop.base}/page/403`);
      await shot(page, `${width}-page-403`);
      expect(await modal(page).count()).toBe(0);
    });
  }
});
