import type { Browser, Page } from 'playwright-core';

/** One thing a person does on a page, and how to tell it has finished. */
type Step = { label: string; act: (page: Page) => Promise<void> };

/** The longest interaction of a step and its parts (Event Timing), in ms. */
export type InteractionResult = {
  label: string;
  worst: number;
  /** Input delay: the main thread was busy when the input came. */
  delay: number;
  /** The event handlers. */
  handlers: number;
  /** From the handlers' end to the next paint: rendering, layout, paint, other tasks. */
  presentation: number;
};

const chartReady = (page: Page): Promise<void> =>
  page.locator('[data-testid="kline-chart"][data-status="ready"]').waitFor({ timeout: 30_000 });

/** What a visitor does first on each page: the heaviest updates each page has. */
const INTERACTION_STEPS: Record<string, { ready: (page: Page) => Promise<void>; steps: Step[] }> = {
  '/home': {
    ready: (page) => page.getByTestId('market-tile').first().waitFor(),
    steps: [
      {
        label: 'theme switch',
        act: (page): Promise<void> => page.getByTestId('theme-switch').click(),
      },
      {
        label: 'language menu open',
        act: async (page) => {
          await page.getByTestId('language-button').click();
          await page.getByRole('menu').waitFor();
        },
      },
      {
        label: 'menu closed (Escape)',
        act: (page): Promise<void> => page.keyboard.press('Escape'),
      },
      {
        label: 'second banner',
        act: (page): Promise<void> =>
          page.locator('[aria-roledescription="carousel"] button').nth(1).click(),
      },
    ],
  },
  '/trade': {
    ready: chartReady,
    steps: [
      {
        label: 'pair switched',
        act: async (page) => {
          const before = await page.getByTestId('trade-page').getAttribute('data-pair');
          await page.locator('[data-testid="pair-select"]').nth(1).click();
          await page.waitForFunction(
            (pair) =>
              document.querySelector('[data-testid="trade-page"]')?.getAttribute('data-pair') !==
              pair,
            before,
          );
          await chartReady(page);
        },
      },
      {
        label: 'chart period 1 hour',
        act: async (page) => {
          await page.getByTestId('kline-view-60min').click();
          await chartReady(page);
        },
      },
      {
        label: 'price typed',
        act: async (page) => {
          await page.getByTestId('buy-price').click();
          await page.keyboard.press('Control+A');
          await page.keyboard.type('123.45');
        },
      },
      {
        label: 'book row clicked',
        act: (page): Promise<void> => page.locator('[data-testid="book-bid"]').nth(2).click(),
      },
      {
        label: 'market order tab',
        act: (page): Promise<void> => page.getByTestId('mode-market').click(),
      },
      {
        label: 'order history tab',
        act: (page): Promise<void> => page.getByTestId('orders-tab-history').click(),
      },
    ],
  },
};

type EventEntry = { duration: number; delay: number; handlers: number };

/**
 * The longest interaction of each step (Event Timing: input delay + handlers + the next paint;
 * an interaction's length is its longest event, as INP counts it), median over `rounds` cold
 * loads of `route`.
 */
export const measureInteractions = async (
  browser: Browser,
  baseUrl: string,
  route: string,
  storage: Record<string, string>,
  rounds = 3,
): Promise<InteractionResult[]> => {
  const plan = INTERACTION_STEPS[route];
  const perStep: EventEntry[][] = plan.steps.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        const seen: EventEntry[] = [];
        Object.assign(window, { __interactions: seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceEventTiming[]) {
            if (!entry.interactionId) continue;
            seen.push({
              duration: entry.duration,
              delay: entry.processingStart - entry.startTime,
              handlers: entry.processingEnd - entry.processingStart,
            });
          }
          // durationThreshold 16 is the smallest the API allows: shorter events are not reported.
        }).observe({
          type: 'event',
          durationThreshold: 16,
          buffered: true,
        } as PerformanceObserverInit);
      }, storage);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await plan.ready(page);
      await page.waitForTimeout(1000);
      const taken = async (): Promise<EventEntry[]> =>
        page.evaluate(() => {
          const list = (window as unknown as { __interactions: EventEntry[] }).__interactions;
          return list.splice(0, list.length);
        });
      await taken();
      for (const [index, step] of plan.steps.entries()) {
        await step.act(page);
        // Event Timing entries are reported after the next paint: give it a few frames.
        await page.waitForTimeout(400);
        const entries = await taken();
        const none: EventEntry = { duration: 0, delay: 0, handlers: 0 };
        perStep[index].push(
          entries.reduce((worst, entry) => (entry.duration > worst.duration ? entry : worst), none),
        );
      }
    } finally {
      await context.close();
    }
  }
  // The round with the median longest interaction, with its parts.
  return plan.steps.map((step, index) => {
    const sorted = [...perStep[index]].sort((a, b) => a.duration - b.duration);
    const middle = sorted[Math.floor(sorted.length / 2)];
    return {
      label: step.label,
      worst: middle.duration,
      delay: middle.delay,
      handlers: middle.handlers,
      presentation: Math.max(0, middle.duration - middle.delay - middle.handlers),
    };
  });
};
