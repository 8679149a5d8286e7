import { RELEASE_STORAGE_KEY, releaseStorage } from './local-store';

let memoryId: string | null = null;

const randomId = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/**
 * This browser's random canary id, created on first need and kept in local storage, so the
 * browser stays in the same bucket across reloads (without storage: for this page only).
 * It identifies nothing but the bucket and is never sent to the server.
 */
export const browserId = (): string => {
  const stored = releaseStorage.get(RELEASE_STORAGE_KEY.browserId);
  if (stored) return stored;
  memoryId ??= randomId();
  releaseStorage.set(RELEASE_STORAGE_KEY.browserId, memoryId);
  return memoryId;
};

/** FNV-1a, 32 bit: a small, well-spread hash that is the same in every browser. */
const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/**
 * The browser's bucket for an area, 0–99. A canary at N % serves buckets 0…N-1, so raising
 * the share keeps every browser that already had the new version, and each area splits
 * independently of the others.
 */
export const bucketOf = (id: string, area: string): number => fnv1a(`${id}:${area}`) % 100;

/** This browser's bucket for an area. */
export const areaBucket = (area: string): number => bucketOf(browserId(), area);
