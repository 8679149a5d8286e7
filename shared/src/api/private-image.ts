import { useEffect, useState } from 'react';
import type { ApiClient } from './api-client';

export type PrivateImageStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What an `<img>` shows: `src` is set only when `status` is 'ready'. */
export type PrivateImage = { src: string | null; status: PrivateImageStatus };

/** Images the page already holds (a fresh local preview): shown as they are, nothing fetched. */
const LOCAL_URL = /^(blob|data):/i;

/** The object URL made for one private URL; null when its fetch failed. */
type Loaded = { url: string; src: string | null };

/**
 * Builds `usePrivateImage` over an api client (the product's in index.ts, a test double in
 * tests). A private upload (`/uploads/<name>`) is served to its owner only, with the login token
 * in the Authorization header: an `<img src>` cannot send it, so the image is fetched with the
 * api client's headers into a blob: URL. No URL that grants access ever exists (nothing leaks
 * through history, Referer, logs or a copied link); the object URL is revoked when the URL
 * changes or the component unmounts.
 */
export const createPrivateImageHook = (
  client: Pick<ApiClient, 'blob'>,
): ((url: string | null | undefined) => PrivateImage) =>
  function usePrivateImage(url: string | null | undefined): PrivateImage {
    const [loaded, setLoaded] = useState<Loaded | null>(null);
    const isLocal = url ? LOCAL_URL.test(url) : false;

    useEffect(() => {
      if (!url || isLocal) return undefined;
      const controller = new AbortController();
      let objectUrl: string | null = null;
      client.blob(url, { signal: controller.signal }).then(
        (blob) => {
          if (controller.signal.aborted) return;
          objectUrl = URL.createObjectURL(blob);
          setLoaded({ url, src: objectUrl });
        },
        () => {
          if (!controller.signal.aborted) setLoaded({ url, src: null });
        },
      );
      return () => {
        controller.abort();
        if (objectUrl) URL.revokeObjectURL(objectUrl);
        // Forget this URL's answer: a revoked src is never shown again, and if the same URL
        // comes back it is fetched afresh.
        setLoaded((current) => (current?.url === url ? null : current));
      };
    }, [url, isLocal]);

    if (!url) return { src: null, status: 'idle' };
    if (isLocal) return { src: url, status: 'ready' };
    if (loaded?.url !== url) return { src: null, status: 'loading' };
    return loaded.src ? { src: loaded.src, status: 'ready' } : { src: null, status: 'failed' };
  };
