/** A window width for `window.matchMedia`, which jsdom lacks; `resize` tells the listeners. */
export type MatchMediaStub = { resize: (width: number) => void; restore: () => void };

/** Whether a `(max-width: Npx)` / `(min-width: Npx)` query (or an `and` of them) holds at `width`. */
const holds = (query: string, width: number): boolean =>
  query.split(/\s+and\s+/).every((part) => {
    const found = /\((max|min)-width:\s*(\d+(?:\.\d+)?)px\)/.exec(part);
    if (!found) return false;
    const limit = Number(found[2]);
    return found[1] === 'max' ? width <= limit : width >= limit;
  });

/**
 * Stubs `window.matchMedia` as a window `width` px wide: layouts that switch on a media query
 * (the trading pages' phone layout) can be rendered at a phone's width in jsdom.
 */
export const stubMatchMedia = (width: number): MatchMediaStub => {
  let current = width;
  const listeners = new Set<{ query: string; listener: (event: MediaQueryListEvent) => void }>();
  const had = Object.prototype.hasOwnProperty.call(window, 'matchMedia');
  const previous = window.matchMedia;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        get matches() {
          return holds(query, current);
        },
        media: query,
        onchange: null,
        addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
          listeners.add({ query, listener }),
        removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => {
          for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
        },
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => true,
      }) as unknown as MediaQueryList,
  });
  return {
    resize: (next) => {
      current = next;
      for (const { query, listener } of [...listeners]) {
        listener({ matches: holds(query, next), media: query } as MediaQueryListEvent);
      }
    },
    restore: () => {
      if (had) Object.defineProperty(window, 'matchMedia', { configurable: true, value: previous });
      else delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
};
