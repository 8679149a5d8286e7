import { useEffect, useReducer, useRef } from 'react';

/** A kit entry downloaded on demand, once. */
export type EntryLoader<T> = {
  /** The entry once downloaded, else null. */
  loaded: () => T | null;
  load: () => Promise<T>;
};

/** Downloads the entry once; a failed download (offline) is tried again by the next call. */
export const createEntryLoader = <T>(importer: () => Promise<T>): EntryLoader<T> => {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => loaded,
    load: () => {
      loading ??= importer().then(
        (entry) => (loaded = entry),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
};

/**
 * The entry once downloaded, else null; while `wanted` and not there yet, downloads it and
 * renders again when it lands. A failed download calls `onFailed` and is tried again when
 * `retry` changes (or on the next mount).
 */
export const useLoadedEntry = <T>(
  loader: EntryLoader<T>,
  wanted: boolean,
  retry?: unknown,
  onFailed?: () => void,
): T | null => {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const entry = loader.loaded();
  // The latest callback: a download fails after the render that asked for it.
  const failedRef = useRef(onFailed);
  useEffect(() => {
    failedRef.current = onFailed;
  });
  useEffect(() => {
    if (!wanted || entry) return undefined;
    let live = true;
    loader.load().then(
      () => live && rerender(),
      () => live && failedRef.current?.(),
    );
    return () => {
      live = false;
    };
  }, [loader, wanted, entry, retry]);
  return wanted ? entry : null;
};
