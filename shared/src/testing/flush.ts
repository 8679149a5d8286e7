import { act } from '@testing-library/react';

// Taken before any test fakes the timers: a real turn of the event loop is needed for work that
// jsdom schedules as a macrotask (React's scheduler), whatever the test did to setTimeout.
const realSetTimeout = globalThis.setTimeout;

/**
 * Lets pending work settle inside act(): mocked answers (microtasks) and then one real macrotask
 * turn, twice, so a chain of calls settles however many awaits it has, on a loaded machine
 * too, and with fake timers (which it never advances).
 */
export const flushPending = async (): Promise<void> => {
  for (let round = 0; round < 2; round += 1) {
    await act(async () => {
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
      await new Promise((resolve) => realSetTimeout(resolve, 0));
    });
  }
};
