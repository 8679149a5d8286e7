import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, launched with the flags this machine needs (toolchain-notes.md). */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** A fresh browser profile at desktop size (narrower windows are sent to the mobile site). */
export const newDesktopContext = (
  browser: Browser,
  storage: Record<string, string> = {},
): Promise<BrowserContext> =>
  browser
    .newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })
    .then(async (context) => {
      if (Object.keys(storage).length) {
        await context.addInitScript((entries) => {
          if (sessionStorage.getItem('__seeded')) return;
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
          sessionStorage.setItem('__seeded', '1');
        }, storage);
      }
      return context;
    });

/** Collects page errors so a test can assert the page ran cleanly. */
export const trackErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};
