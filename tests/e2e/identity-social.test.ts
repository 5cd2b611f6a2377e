import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { identityCommands } from '../../domain/identity/commands';
import { tokenHash } from '../../infra/identity/secrets';
import { startLocalOidc } from '../support/local-oidc';
import { startShop } from './shop-server';
import {
  eventually,
  expectClean,
  routerIdle,
  headerName,
  launchBrowser,
  modal,
  modalTitle,
  openPage,
  openSignIn,
  signInWithModal,
  toasts,
  visit,
} from './identity-browser';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;
// Google is a real OpenID Connect provider on a local port (tests/support/local-oidc.ts).
let oidc: Awaited<ReturnType<typeof startLocalOidc>>;

beforeAll(async () => {
  oidc = await startLocalOidc({
    'g-alice': { email: 'alice@gmail.test', name: 'Alice G', verified: true },
    'g-casey': { email: 'casey.home@gmail.test', name: 'Casey G', verified: true },
  });
  shop = await startShop(oidc.env);
  oidc.attach(shop.base);
  browser = await launchBrowser();
});

describe('social sign-in and the mobile menu in a browser', () => {
  it('links a social account (OAUTH_BIND) with the password, then says an used key has expired', async () => {
    const authId = 'test-auth-key-bind-0123456789abcdef';
    await shop.runtime.execute(
      identityCommands.ReceiveOAuthIdentity,
      {
        keyHash: tokenHash(authId),
        provider: 'FACEBOOK',
        subject: 'fb-sam',
        email: 'salesman@roomcraft.local',
        emailVerified: true,
        name: 'Sam F',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      },
      { actor: { kind: 'system' } },
    );
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/marketPlace/index?authId=${authId}`);
    expect(await modalTitle(page)).toBe('Link your Facebook account');
    expect(await modal(page).getByLabel('E-mail').inputValue()).toBe('salesman@roomcraft.local');
    await modal(page).getByLabel('Password').fill('roomcraft-demo');
    await modal(page).getByRole('button', { name: 'Link Facebook and sign in' }).click();
    await eventually(() => toasts(page)).toContain('You are signed in');
    await page.waitForURL(`${shop.base}/marketPlace/index`);
    await eventually(() => headerName(page)).toBe('Sam Sales');

    // The overview lists it; removing it asks first.
    await visit(page, `${shop.base}/client`);
    const item = page.locator('.connected-list__item');
    expect(await item.textContent()).toContain('Facebook');
    await item.getByRole('button', { name: 'Remove' }).click();
    await page.locator('[role="alertdialog"]').getByRole('button', { name: 'Remove' }).click();
    await eventually(() => toasts(page)).toContain('Facebook is no longer linked to your account');
    await eventually(() => item.count()).toBe(0);

    const fresh = await openPage(browser);
    await visit(fresh.page, `${shop.base}/?authId=${authId}`);
    expect(await modalTitle(fresh.page)).toBe('Sign in');
    expect(await modal(fresh.page).locator('.form-alert').textContent()).toBe('Link expired,please login again');
    expectClean(errors);
    expectClean(fresh.errors);
  });

  it('shows Sign Up in the mobile menu to visitors and the account menu once signed in', async () => {
    const { page, errors } = await openPage(browser, 390, 844);
    await visit(page, `${shop.base}/`);
    const toggle = page.locator('.mobile-menu__toggle');
    await toggle.click();
    const panel = page.locator('.mobile-menu__panel');
    await panel.getByRole('link', { name: 'Sign Up' }).click();
    await eventually(() => modalTitle(page)).toBe('Join Roomcraft');
    await modal(page).getByRole('button', { name: 'Sign in' }).click();
    await signInWithModal(page, 'client@roomcraft.local', 'roomcraft-demo');
    await toggle.click();
    expect(await panel.locator('.mobile-menu__hello').textContent()).toBe('Hello, Casey Client');
    expect(await panel.getByRole('link', { name: 'My account' }).isVisible()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
    expectClean(errors);
  });

  it('signs in with Google in a 600×600 popup: a new account (OAUTH_CREATE), then straight in next time', async () => {
    const { page, errors } = await openPage(browser);
    // Keep what the page asks window.open for.
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        (window as unknown as { opened: unknown[] }).opened = args;
        return open(...args);
      };
    });
    await visit(page, `${shop.base}/marketPlace/index`);
    await openSignIn(page);
    const google = modal(page).getByRole('link', { name: 'Continue with Google' });
    // Without scripts (or with popups blocked) the link itself goes there and back.
    expect(await google.getAttribute('href')).toBe('/auth/google?returnTo=%2FmarketPlace%2Findex');
    const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()]);
    const [url, , features] = (await page.evaluate(() => (window as unknown as { opened: string[] }).opened)) as string[];
    expect(url).toBe('/auth/google?returnTo=%2Foauth%2Fpopup');
    expect(features).toMatch(/width=600,height=600/);
    await eventually(() => popup.isClosed()).toBe(true);

    // Back in the page: the key is checked and the modal asks for the new account's password.
    await eventually(() => modalTitle(page)).toBe('Finish signing up');
    expect(new URL(page.url()).searchParams.get('authId')).toBeTruthy();
    expect(await modal(page).getByLabel('E-mail').inputValue()).toBe('alice@gmail.test');
    await modal(page).getByLabel('Password').fill('alice password');
    await modal(page).getByRole('button', { name: 'Create account' }).click();
    await eventually(() => toasts(page)).toContain('You are signed in');
    await page.waitForURL(`${shop.base}/marketPlace/index`);
    await eventually(() => headerName(page)).toBe('alice');

    // Signed out and back with Google: the linked account signs in at once.
    await page.locator('.account-menu__toggle').click();
    await page.locator('.account-menu').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${shop.base}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await openSignIn(page);
    const [again] = await Promise.all([page.waitForEvent('popup'), modal(page).getByRole('link', { name: 'Continue with Google' }).click()]);
    await eventually(() => again.isClosed()).toBe(true);
    await eventually(() => headerName(page)).toBe('alice');
    expect(await modal(page).count()).toBe(0);
    expectClean(errors);
  });

  it('connects Google from the account page (updateConnect) and shows the membership page', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/sign-in?redirectTo=/client`);
    await signInWithModal(page, 'client@roomcraft.local', 'roomcraft-demo');
    await page.waitForURL(`${shop.base}/client`);
    await page.waitForSelector('html[data-hydrated="true"]');
    oidc.current.user = 'g-casey';
    await page.getByRole('link', { name: 'Connect Google' }).click();
    await page.waitForURL((url) => url.pathname === '/client' && url.searchParams.has('authId'));
    await page.waitForSelector('html[data-hydrated="true"]');
    const prompt = page.locator('section[aria-labelledby="connect-title"]');
    expect(await prompt.textContent()).toContain('casey.home@gmail.test');
    await prompt.getByRole('button', { name: 'Connect Google' }).click();
    await eventually(() => toasts(page)).toContain('Google is now connected: you can sign in with it');
    await page.waitForURL(`${shop.base}/client`);
    await eventually(() => page.locator('.connected-list__item').first().textContent()).toContain('casey.home@gmail.test');
    expect(await page.getByRole('link', { name: 'Connect Google' }).count()).toBe(0);

    // The connect's redirect and revalidation are done before the next click (else it aborts them mid-flight).
    await routerIdle(page);
    await page.getByRole('link', { name: /Membership/ }).first().click();
    await page.waitForURL(`${shop.base}/client/member`);
    // The URL changes as the client-side navigation starts; its page renders once its data is in.
    await page.getByTestId('tier-MEMBER').waitFor({ state: 'visible' });
    expect(await page.locator('h1, h2').filter({ hasText: 'Membership' }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('perk-ai-board').textContent()).toContain('Free AI mood board');
    await page.screenshot({ path: '/tmp/member-page.png', fullPage: true });
    expectClean(errors);
  });
});
