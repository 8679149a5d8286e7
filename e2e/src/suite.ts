import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startProduct, type Product } from './product';

export type Suite = { readonly product: Product; readonly browser: Browser };

/** Starts one product and one browser for a test file, and stops both after it. */
export const setUpProductAndBrowser = (env: Record<string, string> = {}): Suite => {
  let product: Product | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  return {
    get product(): Product {
      if (!product) throw new Error('product not started');
      return product;
    },
    get browser(): Browser {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
  };
};
