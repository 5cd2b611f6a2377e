import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { getAccount } from '../../projections/identity/accounts';
import { waitForMail } from '../support/mail';
import { startShop } from './shop-server';
import {
  activationCodeFor,
  apiRegister,
  apiToken,
  eventually,
  expectClean,
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

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

describe('sign-up, verification, account and sign-in in a browser', () => {
  it('registers through the modal, verifies with the mailed code, edits an address, signs out and in again', async () => {
    const { page, errors } = await openPage(browser);
    const email = 'robin.reg@example.com';
    await visit(page, `${shop.base}/`);
    await openSignIn(page);
    await modal(page).getByRole('button', { name: 'Create an account' }).click();
    await eventually(() => modalTitle(page)).toBe('Join Roomcraft');
    await modal(page).getByRole('button', { name: 'Sign up with e-mail' }).click();
    await eventually(() => modalTitle(page)).toBe('Sign up with e-mail');

    // The backend's field messages sit by their fields; nothing is created.
    const form = modal(page);
    await form.getByLabel('E-mail', { exact: true }).fill('robin-at-example');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await eventually(() => form.locator('.field__error').allTextContents()).toEqual(['Please enter a valid e-mail', 'Password must be at least 8 characters']);

    await form.getByLabel('Your name (optional)').fill('Robin');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill('robin password');
    await form.getByRole('button', { name: 'Create account' }).click();
    await eventually(() => toasts(page)).toContain('We have sent an activation code to your e-mail');
    await eventually(() => modal(page).count()).toBe(0);
    await eventually(() => headerName(page)).toBe('Robin');
    expect(new URL(page.url()).pathname).toBe('/');

    // The shell's verify bar: a wrong code first, then the mailed one.
    const bar = page.locator('.verify--bar');
    expect(await bar.locator('.verify__title').textContent()).toBe('Please verify your e-mail');
    const code = await activationCodeFor(shop, email);
    await bar.getByLabel('Activation code').fill(code === '000000' ? '111111' : '000000');
    await bar.getByRole('button', { name: 'Verify' }).click();
    await eventually(() => bar.locator('.verify__error').textContent()).toBe('Wrong code');
    await bar.getByLabel('Activation code').fill(code);
    await bar.getByRole('button', { name: 'Verify' }).click();
    await eventually(() => toasts(page)).toContain('Thank you, your e-mail is verified');
    await eventually(() => bar.count()).toBe(0);

    // An address: empty input is refused field by field, then added, then edited.
    await page.locator('.account-menu__toggle').click();
    await page.getByRole('link', { name: 'My account' }).click();
    await page.waitForURL(/\/client$/);
    await page.locator('.account-nav').getByRole('link', { name: 'Addresses' }).click();
    await page.waitForURL(/\/client\/update\/address$/);
    await page.getByRole('link', { name: 'Add an address' }).click();
    const address = page.locator('form.address-form');
    await address.getByRole('button', { name: 'Add address' }).click();
    await expect
      .poll(() => address.locator('.field__error').allTextContents())
      .toEqual(['Please enter first name', 'Please enter last name', 'Please enter address', 'Please enter city', 'Please enter state', 'Please enter a valid zip code']);
    expect(await page.locator('.address-card').count()).toBe(0);
    await address.getByLabel('First name').fill('Robin');
    await address.getByLabel('Last name').fill('Reg');
    await address.getByLabel('Address', { exact: true }).fill('12 Elm Street');
    await address.getByLabel('City').fill('Berkeley');
    await address.getByLabel('State').fill('CA');
    await address.getByLabel('Zip code').fill('94704');
    await address.getByRole('button', { name: 'Add address' }).click();
    await eventually(() => toasts(page)).toContain('Your address has been added');
    await page.waitForURL(/\/client\/update\/address$/);
    const card = page.locator('.address-card');
    await eventually(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('Default');
    await card.getByRole('link', { name: 'Edit' }).click();
    expect(await address.getByLabel('City').inputValue()).toBe('Berkeley');
    await address.getByLabel('City').fill('Oakland');
    await address.getByRole('button', { name: 'Save address' }).click();
    await eventually(() => toasts(page)).toContain('Your address has been saved');
    await eventually(() => card.textContent()).toContain('Oakland');
    // Saving goes back to the list, and a navigation closes the account menu: let it land first.
    await page.waitForURL(/\/client\/update\/address$/);
    await eventually(() => address.count()).toBe(0);

    // Sign out from the account menu: away to the home page, signed out.
    await page.locator('.account-menu__toggle').click();
    await page.locator('.account-menu').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${shop.base}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('.site-header__signin').textContent()).toBe('Sign in');

    // Sign in again: a wrong password is said by the password field; the page stays.
    await openSignIn(page);
    await modal(page).getByLabel('E-mail', { exact: true }).fill(email);
    await modal(page).getByLabel('Password', { exact: true }).fill('not my password');
    await modal(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await eventually(() => modal(page).locator('.field__error').allTextContents()).toEqual(['Incorrect e-mail or password']);
    await signInWithModal(page, email, 'robin password');
    await eventually(() => toasts(page)).toContain('Welcome back, Robin');
    await eventually(() => headerName(page)).toBe('Robin');
    expect(new URL(page.url()).pathname).toBe('/');
    expectClean(errors, [400]);
  });

  it('signs in from a sess query, strips it from the address, and signs out with status=logout', async () => {
    const { page, errors } = await openPage(browser);
    const token = await apiToken(shop.base, 'designer@roomcraft.local', 'roomcraft-demo');
    const sess = Buffer.from(JSON.stringify({ email: 'designer@roomcraft.local', sessionId: token })).toString('base64');
    await visit(page, `${shop.base}/marketPlace/index?page=2&sess=${encodeURIComponent(sess)}`);
    expect(page.url()).toBe(`${shop.base}/marketPlace/index?page=2`);
    expect(await headerName(page)).toBe('Dana Designer');

    await visit(page, `${shop.base}/marketPlace/index?status=logout`);
    expect(page.url()).toBe(`${shop.base}/marketPlace/index`);
    expect(await page.locator('.site-header__signin').textContent()).toBe('Sign in');
    // The browser signed out of its own session; the token the link carried is the app's and still works.
    const after = await fetch(`${shop.base}/api/client/manage/get`, { headers: { authorization: token } });
    expect(after.status).toBe(200);
    expectClean(errors);
  });

  it('opens the modal for a visitor on /client, shows the account after signing in, and on a 401 later on', async () => {
    const { page, errors } = await openPage(browser);
    const response = await visit(page, `${shop.base}/client`);
    expect(response?.status()).toBe(401);
    expect(await page.locator('h1').textContent()).toBe('Please sign in to continue');
    expect(await modalTitle(page)).toBe('Sign in');
    await signInWithModal(page, 'client@roomcraft.local', 'roomcraft-demo');
    await eventually(() => page.locator('.account h1').textContent()).toBe('Hello, Casey Client');
    expect(new URL(page.url()).pathname).toBe('/client');

    // Signed out in another tab: this tab's next call answers 401 and the modal opens.
    await page.locator('.account-nav').getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL(/\/client\/update\/info$/);
    const other = await page.context().newPage();
    await visit(other, `${shop.base}/client`);
    await other.locator('.account-menu__toggle').click();
    await other.locator('.account-menu').getByRole('button', { name: 'Sign out' }).click();
    await other.waitForURL(`${shop.base}/`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await eventually(() => modalTitle(page)).toBe('Sign in');
    expectClean(errors, [401]);
  });

  it('answers a refused (403) call with the Warn dialog ‘No access.’ and goes back one page', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/client?login=1`);
    await signInWithModal(page, 'salesman@roomcraft.local', 'roomcraft-demo');
    await page.locator('.account-nav').getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL(/\/client\/update\/info$/);
    // The dialog is the hydrated page's answer (before hydration the form posts natively and gets the 403 page).
    await page.waitForSelector('html[data-hydrated="true"]');
    // A form token that is not this session's is refused like a cross-site post.
    await page.locator('form.account-form input[name="csrf"]').evaluate((input: HTMLInputElement) => (input.value = 'forged'));
    await page.getByLabel('Your name').fill('Changed By Someone Else');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const warn = page.locator('[role="alertdialog"]');
    await eventually(() => warn.locator('.modal__text').textContent()).toBe('No access.');
    expect(await warn.locator('.modal__title').textContent()).toBe('Warn');
    await warn.getByRole('button', { name: 'OK' }).click();
    expect(await warn.count()).toBe(0);
    await page.waitForURL(/\/client$/);
    expect((await getAccount(shop.runtime.db, 'demo-salesman'))?.username).toBe('Sam Sales');

    // A JSON call the role may not make (staff only) is answered the same way.
    await page.locator('.account-nav').getByRole('link', { name: 'Mobile' }).click();
    await page.waitForURL(/\/client\/update\/sms$/);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.evaluate(() => fetch('/api/admin/goods').then((r) => r.status))).toBe(403);
    await eventually(() => warn.locator('.modal__text').textContent()).toBe('No access.');
    await warn.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/client$/);
    // The /page/403 page itself is checked over HTTP (identity-pages.test.ts).
    expectClean(errors, [401, 403]);
  });

  it('resets a forgotten password with the mailed single-use link', async () => {
    const email = 'forgetful@example.com';
    expect((await apiRegister(shop.base, email, 'first password', 'Frankie')).success).toBe(true);
    const { page, errors } = await openPage(browser);
    await visit(page, `${shop.base}/`);
    await openSignIn(page);
    await modal(page).getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forget$/);
    expect(await modal(page).count()).toBe(0);

    // The same answer whether or not the e-mail has an account.
    const answer = 'If an account exists for this e-mail, we have sent it a link to reset the password.';
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await eventually(() => page.locator('.auth-card__done').textContent()).toBe(answer);
    await page.getByRole('button', { name: 'Send it again' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await eventually(() => page.locator('.auth-card__done').textContent()).toBe(answer);

    const [reset] = await waitForMail(shop.runtime, email, 'password-reset');
    const link = reset?.text.match(/http\S+\/resetPwd\?sessionId=\S+/)?.[0];
    expect(link).toBeTruthy();
    await visit(page, link!);
    await page.getByLabel('New password', { exact: true }).fill('second password');
    await page.getByLabel('Repeat the new password').fill('second passwort');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await eventually(() => page.locator('.field__error').allTextContents()).toEqual(['The passwords do not match']);
    await page.getByLabel('Repeat the new password').fill('second password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await eventually(() => page.locator('.auth-card__done').textContent()).toBe('Your password has been reset. Please sign in.');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await signInWithModal(page, email, 'second password');
    expect(await headerName(page)).toBe('Frankie');

    // The link works once.
    await visit(page, link!);
    await page.getByLabel('New password', { exact: true }).fill('third password');
    await page.getByLabel('Repeat the new password').fill('third password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await eventually(() => page.locator('.form-alert').textContent()).toBe('This reset link is invalid or has expired. Please request a new one.');
    expectClean(errors, [400]);
  });
});
