/**
 * Requests a screen starts as it mounts, before its texts and code have rendered it, then takes
 * (once) from the hooks that show their answers. On a cold page the area's texts load and the
 * page renders first; only then did its effects ask for their data, so what the page's largest
 * paint shows (the home banner, the trade page's pair) waited for that whole chain.
 */

/** An answer older than this is not used: the screen asks again. */
export const HEAD_START_FRESH_MS = 10_000;

type Started = { at: number; answer: Promise<unknown> };

const started = new Map<string, Started>();

/** Starts `load` under `key` unless a fresh one is already waiting to be taken. */
export const startEarly = (key: string, load: () => Promise<unknown>): void => {
  const waiting = started.get(key);
  if (waiting && Date.now() - waiting.at < HEAD_START_FRESH_MS) return;
  const answer = load();
  // A failure reaches whoever takes it; one nobody takes must not show as unhandled.
  answer.catch(() => undefined);
  started.set(key, { at: Date.now(), answer });
};

/** The started answer of `key` if it is fresh (once), else a new `load()`. */
export const takeEarly = <T>(key: string, load: () => Promise<T>): Promise<T> => {
  const waiting = started.get(key);
  started.delete(key);
  if (waiting && Date.now() - waiting.at < HEAD_START_FRESH_MS) {
    return waiting.answer as Promise<T>;
  }
  return load();
};

/** Forgets every started request (tests). */
export const clearHeadStart = (): void => started.clear();
