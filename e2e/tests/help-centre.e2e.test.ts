import type { Page } from 'playwright-core';
import { newDesktopContext, trackErrors } from '../src/browser';
import { setUpProductAndBrowser } from '../src/suite';

// /book is the help centre (docs/product.md#help-centre): the footer leads there, its sections
// come from the seeded news categories, a search narrows them and a title opens the article.
const suite = setUpProductAndBrowser();

type Listed = { data: { id: number; title: string }[] };

const consoleErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

test('the footer leads to the help centre, whose search and titles reach the seeded guides', async () => {
  const context = await newDesktopContext(suite.browser, { lastCloseTime: String(Date.now()) });
  const page = await context.newPage();
  const pageErrors = trackErrors(page);
  const logged = consoleErrors(page);
  await page.goto(`${suite.product.url}/home`);
  await page.getByTestId('footer-help-centre').click();
  await page.waitForURL(/\/book$/);

  const support = (await suite.product.api<Listed>('news/list?category_id=6')).data.data;
  const services = (await suite.product.api<Listed>('news/list?category_id=5')).data.data;
  await page.getByTestId('help-section').first().waitFor();
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Help centre');
  const titles = await page.getByTestId('help-article').allTextContents();
  for (const item of [...services, ...support]) expect(titles).toContain(item.title);
  await expect(page.getByTestId('area-unavailable').count()).resolves.toBe(0);

  const withdraw = support.find((item) => item.title === 'How to withdraw');
  if (!withdraw) throw new Error('the seed has no "How to withdraw" article');
  await page.getByTestId('help-search').fill('withdraw');
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="help-article"]').length < 6,
  );
  await expect(page.getByTestId('help-article').allTextContents()).resolves.toContain(
    'How to withdraw',
  );
  await page.getByTestId('help-search').fill('zzzz-no-such-guide');
  await page.getByText('No article matches “zzzz-no-such-guide”.').waitFor();

  await page.getByTestId('help-search').fill('withdraw');
  await page.getByRole('link', { name: 'How to withdraw' }).click();
  await page.waitForURL(new RegExp(`/notice\\?id=${withdraw.id}&category_id=6$`));
  await expect(
    page.getByTestId('notice-article').getByRole('heading').first().textContent(),
  ).resolves.toBe('How to withdraw');
  expect(pageErrors).toEqual([]);
  expect(logged.filter((text) => /AreaLoadError|does not exist in container/.test(text))).toEqual(
    [],
  );
  await context.close();
});
