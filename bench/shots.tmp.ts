import { launchBrowser } from '../e2e/src/browser';
import { startProduct } from '../e2e/src/product';
const main = async (): Promise<void> => {
  const [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  for (const [route, lang, theme] of [['/register', 'de', 'light'], ['/trade', 'jp', 'dark'], ['/second', 'fr', 'light']]) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(([l, t]) => { localStorage.setItem('lang', l); localStorage.setItem('theme', t); localStorage.setItem('lastCloseTime', String(Date.now() + 86_400_000)); }, [lang, theme]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${product.url}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-${route.slice(1)}.png` });
    console.log(route, errors);
    await context.close();
  }
  await browser.close();
  await product.stop();
};
void main();
