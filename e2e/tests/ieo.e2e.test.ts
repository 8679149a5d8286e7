import type { Page } from 'playwright-core';
import { newDesktopContext, trackErrors } from '../src/browser';
import { loginDemo } from '../src/product';
import { setUpProductAndBrowser } from '../src/suite';
import { mustOk } from '../src/trader-api';

// The IEO page (docs/ieo.md) through the browser, against the real server and its seed: a
// visitor sees the three seeded projects; the demo user subscribes to the open one and sees the
// progress, the spot balances and "My subscriptions" change.

const suite = setUpProductAndBrowser();
const quiet = { lastCloseTime: String(Date.now() + 86_400_000) };

type Project = { code: string; sold: string; total: string; state: string; price: string };

/** Console errors and uncaught page errors, each as a line. */
const collectErrors = (page: Page): string[] => {
  const errors = trackErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

const projectsFromApi = async (): Promise<Project[]> =>
  mustOk(
    await suite.product.api<{ projects: Project[] }>('ieo/projects', { method: 'GET' }),
    'ieo projects',
  ).projects;

describe('/ieo', () => {
  it('shows a visitor the three seeded projects with issue price and state', async () => {
    const context = await newDesktopContext(suite.browser, quiet);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${suite.product.url}/ieo`);
    const nova = page.getByTestId('ieo-project-NOVA');
    await nova.waitFor({ timeout: 20_000 });
    const expected: Array<[string, string, string, string]> = [
      ['NOVA', 'subscribing', 'Subscribing', '0.05 USDT'],
      ['ORB', 'upcoming', 'Not started', '0.2 USDT'],
      ['MRD', 'ended', 'Ended', '0.1 USDT'],
    ];
    for (const [code, section, state, price] of expected) {
      const card = page.getByTestId(`ieo-section-${section}`).getByTestId(`ieo-project-${code}`);
      await card.waitFor();
      expect(await card.getByTestId('ieo-state').textContent()).toBe(state);
      expect(await card.getByTestId('ieo-price').textContent()).toBe(price);
    }
    expect(await nova.getByTestId('ieo-countdown').textContent()).toMatch(
      /^Ends in \d+d \d+h \d+m \d+s$/,
    );
    expect(
      await page.getByTestId('ieo-project-ORB').getByTestId('ieo-countdown').textContent(),
    ).toMatch(/^Starts in \d+d/);
    // Buying asks a visitor to log in, returning to /ieo.
    await nova.getByTestId('ieo-login').click();
    await page.waitForURL(/\/login\?page=%2Fieo$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets the demo user subscribe on the open project', async () => {
    const demo = await loginDemo(suite.product);
    const context = await newDesktopContext(suite.browser, {
      ...quiet,
      token: demo.token,
      uid: demo.uid,
      account: demo.account,
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const before = (await projectsFromApi()).find((p) => p.code === 'NOVA');
    expect(before?.sold).toBe('0');
    await page.goto(`${suite.product.url}/ieo`);
    const nova = page.getByTestId('ieo-project-NOVA');
    await nova.waitFor({ timeout: 20_000 });
    const my = page.getByTestId('ieo-my');
    await my.getByText('You have not subscribed to any project yet').waitFor();
    await nova.getByTestId('ieo-balance').getByText('Available: 10,000 USDT').waitFor();

    const quantity = nova.getByTestId('ieo-quantity');
    // A quantity below the per-user minimum is refused on the page, nothing is sent.
    await quantity.fill('50');
    await quantity.press('Enter');
    expect(await nova.getByTestId('ieo-error').textContent()).toBe(
      'The minimum subscription is 100 NOVA',
    );
    await quantity.fill('12500.5');
    expect(await nova.getByTestId('ieo-cost').textContent()).toBe('Cost: 625.025 USDT');
    await quantity.press('Enter');
    await nova
      .getByTestId('ieo-success')
      .getByText('Subscribed 12,500.5 NOVA for 625.025 USDT')
      .waitFor();
    expect(await nova.getByTestId('ieo-error').count()).toBe(0);
    await nova
      .getByTestId('ieo-progress')
      .getByText('12,500.5 / 1,000,000 NOVA sold (1.25%)')
      .waitFor();
    await nova.getByTestId('ieo-mine').getByText('You subscribed 12,500.5 NOVA').waitFor();
    await nova.getByTestId('ieo-balance').getByText('Available: 9,374.975 USDT').waitFor();
    const row = my.getByTestId('ieo-my-row');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.first().textContent()).toContain('12,500.5 NOVA');
    expect(await row.first().textContent()).toContain('Paid 625.025 USDT at 0.05 USDT');

    const after = (await projectsFromApi()).find((p) => p.code === 'NOVA');
    expect(after?.sold).toBe('12500.5');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 390 px wide phone without sideways scrolling', async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'en-US',
    });
    await context.addInitScript(
      (value) => localStorage.setItem('lastCloseTime', value),
      quiet.lastCloseTime,
    );
    const page = await context.newPage();
    await page.goto(`${suite.product.url}/ieo`);
    await page.getByTestId('ieo-project-NOVA').waitFor({ timeout: 20_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
