import { socket, type AreaName } from '@exchange/shared';
import { TOPIC } from '@exchange/shared/contract';
import { checkForUpdates } from '../remotes/remotes-manifest';
import { RELEASE_STORAGE_KEY, releaseStorage } from './local-store';
import { releaseState } from './release-state';

export const DEFAULT_POLL_MS = 60_000;
const MIN_POLL_MS = 1000;
/** `?remotes-poll-ms=1000` or local storage `remotesPollMs`: a shorter interval (tests). */
export const POLL_PARAM = 'remotes-poll-ms';
/** While a trader is busy a found update waits; it is re-checked this often. */
const BUSY_RECHECK_MS = 2000;

export const pollIntervalMs = (
  search: string = window.location.search,
  stored: string | null = releaseStorage.get(RELEASE_STORAGE_KEY.pollMs),
): number => {
  const requested = Number(new URLSearchParams(search).get(POLL_PARAM) ?? stored ?? NaN);
  return Number.isFinite(requested) && requested > 0
    ? Math.max(MIN_POLL_MS, requested)
    : DEFAULT_POLL_MS;
};

/**
 * A trader in the middle of something: a dialog is open (an order confirmation, a prompt) or
 * the focus is inside a form. The reload offer waits until they are done.
 */
export const traderBusy = (): boolean =>
  document.querySelector('[role="dialog"]') !== null ||
  document.activeElement?.closest('form') != null;

/** Calls back on each push saying the manifest changed; answers the stop function. */
export type ManifestChanges = (changed: () => void) => () => void;

/** The server's `REMOTES` pushes on the page's one live channel. */
const remotesPushes: ManifestChanges = (changed) => {
  const subscription = socket.topic(TOPIC.remotes).subscribe(() => changed());
  socket.connect();
  return () => subscription.unsubscribe();
};

/**
 * Checks /remotes.json when the server pushes that it changed, and polls it as a fallback
 * (skipped while the tab is hidden); when an area this page runs has a new version for this
 * browser, shows the "new version available — Reload" notice once per new version. Returns
 * the stop function.
 */
export const startManifestWatch = (
  intervalMs: number = pollIntervalMs(),
  changes: ManifestChanges = remotesPushes,
): (() => void) => {
  const announced = new Map<AreaName, string>();
  let waiting: AreaName[] = [];
  let running = false;

  const publish = (): void => {
    if (waiting.length === 0 || traderBusy()) return;
    releaseState.addUpdates(waiting);
    waiting = [];
  };

  const tick = async (): Promise<void> => {
    if (running || document.hidden) return;
    running = true;
    try {
      for (const { area, entry } of await checkForUpdates()) {
        if (announced.get(area) === entry) continue;
        announced.set(area, entry);
        waiting = [...new Set([...waiting, area])];
      }
    } catch {
      // Offline or a half-saved manifest: try again at the next tick.
    } finally {
      running = false;
    }
    publish();
  };

  const poll = window.setInterval(() => void tick(), intervalMs);
  const recheck = window.setInterval(publish, Math.min(BUSY_RECHECK_MS, intervalMs));
  const stopPushes = changes(() => void tick());
  return () => {
    window.clearInterval(poll);
    window.clearInterval(recheck);
    stopPushes();
  };
};
