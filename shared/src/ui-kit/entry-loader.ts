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
