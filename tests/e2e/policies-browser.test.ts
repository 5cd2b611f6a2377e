import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from '../support/browser';
import { waitForMail } from '../support/mail';
import { visit } from './identity-browser';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
beforeAll(async () => {
  shop = await startShop();
});

describe('the help centre in a browser', () => {
  it('goes from the footer to a policy, jumps to a section, and sends a message with scripts on', async () => {
    const browser = await browserForFile();
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    // Once its scripts run (the shell marks <html data-hydrated>): the rest is client-side navigation and a scripted form.
    await visit(page, `${shop.base}/`);
    await page.locator('footer').getByRole('link', { name: 'Returns & exchanges' }).click();
    await page.waitForURL('**/customer/returns&exchanges');
    await page.getByRole('heading', { level: 1, name: 'Returns & exchanges' }).waitFor();
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Refunds' }).click();
    expect(page.url()).toMatch(/#refunds$/);
    // The jump glides (smooth scrolling) and the sidebar moves until it sticks: read on once the page has come to rest, as a reader would.
    await page.waitForFunction(() => new Promise<boolean>((done) => { const y = scrollY; setTimeout(() => done(y > 0 && scrollY === y), 150); }));
    if (process.env.POLICY_SHOTS) await page.screenshot({ path: `${process.env.POLICY_SHOTS}/returns.png`, fullPage: true });

    await page.getByRole('navigation', { name: 'Help and policies' }).getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL('**/customer/contact');
    await page.getByLabel('Your name').fill('Rita Gomez');
    await page.getByLabel('E-mail').fill('rita@example.com');
    await page.getByLabel('Topic').selectOption('price-match');
    await page.getByLabel('Your message').fill('Too short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please write at least 10 characters').waitFor();
    if (process.env.POLICY_SHOTS) await page.screenshot({ path: `${process.env.POLICY_SHOTS}/contact-error.png`, fullPage: true });
    await page.getByLabel('Your message').fill('I saw the Oslo sofa for $200 less at another US store.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').getByText('your message has reached us').waitFor();
    expect(await waitForMail(shop.runtime, 'rita@example.com', 'contact-acknowledgement')).toHaveLength(1);
  });
});
