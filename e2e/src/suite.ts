import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startProduct, type Product } from './product';

export type Suite = { readonly product: Product; readonly browser: Browser };

/** Starts one product and one browser for a test file, and stops both after it. */
export const setUpProductAndBrowser = (env: Record<string, string> = {}): Suite => {
  let product: Product | undefined;
  let browser: Browser | undefined;
  let violationsSeen = 0;
  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(env), launchBrowser()]);
  });
  // Every page runs under the product's Content-Security-Policy; a violation any page reports
  // fails the test that caused it (or, when the report lands late, the next one).
  const failOnCspViolations = (): void => {
    const violations = product?.cspViolations() ?? [];
    const fresh = violations.slice(violationsSeen);
    violationsSeen = violations.length;
    if (fresh.length) throw new Error(`CSP violations reported:\n${fresh.join('\n')}`);
  };
  afterEach(failOnCspViolations);
  afterAll(async () => {
    try {
      failOnCspViolations();
    } finally {
      await browser?.close();
      await product?.stop();
    }
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
