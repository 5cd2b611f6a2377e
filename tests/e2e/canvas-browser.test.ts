import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openProjectBoard } from '../../app/canvas/pages/boards.server';
import { identityCommands } from '../../domain/identity/commands';
import { hashPassword } from '../../infra/identity/secrets';
import { clientPassword } from '../support/clients';
import { eventually, expectClean, launchBrowser, openPage, openSignIn, signInWithModal, toasts, visit } from './identity-browser';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

async function account(role: 'client' | 'designer') {
  const userId = `${role}-${randomBytes(4).toString('hex')}`;
  const email = `${userId}@example.com`;
  const system = { kind: 'system' } as const;
  await shop.runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await shop.runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await shop.runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await hashPassword(clientPassword), roles: [role], username: role, verifiedBy: 'system' }, { actor: system });
  return { userId, email };
}

/** A design project's board shared by a designer and a client. */
async function sharedProjectBoard() {
  const designer = await account('designer');
  const client = await account('client');
  const boardId = await openProjectBoard(shop.runtime, { kind: 'system' }, { kind: 'need', id: `t${randomBytes(6).toString('hex')}` }, 'Living room mood board', [
    { userId: designer.userId, role: 'designer' },
    { userId: client.userId, role: 'client' },
  ], async () => []);
  return { designer, client, boardId };
}

async function signedInPage(email: string) {
  const opened = await openPage(browser);
  await visit(opened.page, `${shop.base}/`);
  await opened.page.getByRole('button', { name: 'Got it' }).click();
  await openSignIn(opened.page);
  await signInWithModal(opened.page, email, clientPassword);
  return opened;
}

async function openEditor(page: Page, boardId: string) {
  await visit(page, `${shop.base}/moodboard/detail/${boardId}`);
  await page.getByTestId('board-canvas').waitFor({ timeout: 10_000 }).catch(async (e) => {
    throw new Error(`${e.message}: ${await page.locator('.mb-preview__note').textContent().catch(() => '')}`);
  });
  await eventually(() => page.getByTestId('zoom').textContent()).toBe('30%');
}

const layers = (page: Page) => page.locator('[data-layer]');

/** Adds the first product a search finds; answers its name. */
async function addProduct(page: Page, keywords: string) {
  await page.getByRole('tab', { name: 'Add' }).click();
  await page.locator('.mbe-search input').fill(keywords);
  await page.locator('.mbe-search button').click();
  const first = page.locator(`[data-testid="product-results"][data-query="${keywords}"] button`).first();
  await first.waitFor();
  const name = (await first.locator('.mbe-goods__name').textContent())!;
  await first.click();
  return name;
}

describe('the mood-board editor in a browser', () => {
  it('a designer adds, nudges, copies and pastes, undoes and redoes; the product list prices the board', { timeout: 60_000 }, async () => {
    const { designer, boardId } = await sharedProjectBoard();
    const { page, errors } = await signedInPage(designer.email);
    await openEditor(page, boardId);
    expect(await page.getByTestId('undo').isDisabled()).toBe(true);

    const name = await addProduct(page, 'sofa');
    await page.getByRole('tab', { name: 'Layers' }).click();
    await eventually(() => layers(page).count()).toBe(1);
    expect(await layers(page).first().textContent()).toContain(name);
    await eventually(() => page.getByTestId('board-products').textContent()).toContain(name);
    expect(await page.getByTestId('undo').isEnabled()).toBe(true);

    // The new product is selected: floating tools show; Ctrl+C / Ctrl+V copy with the spec's notices.
    await page.getByTestId('floating-tools').waitFor();
    await page.keyboard.press('Control+c');
    await eventually(() => toasts(page)).toContain('Copied 1 obj(s)');
    await page.keyboard.press('Control+v');
    await eventually(() => toasts(page)).toContain('Pasting 1 obj(s)');
    await eventually(() => layers(page).count()).toBe(2);

    // Undo removes the copy, redo brings it back.
    await page.getByTestId('undo').click();
    await eventually(() => layers(page).count()).toBe(1);
    await page.getByTestId('redo').click();
    await eventually(() => layers(page).count()).toBe(2);
    await page.keyboard.press('Control+z');
    await eventually(() => layers(page).count()).toBe(1);
    await addProduct(page, 'lamp');
    await page.getByRole('button', { name: 'Add the Warm neutrals palette' }).click();
    await page.getByRole('tab', { name: 'Layers' }).click();
    await eventually(() => layers(page).count()).toBe(3);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/editor-1280.png` });
    expectClean(errors);
  });
});
