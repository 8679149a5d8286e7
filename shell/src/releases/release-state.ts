import { type AreaName, BehaviorSubject, type Observable } from '@exchange/shared';
import type { IgnoredOverride } from './overrides';
import type { Selection, SelectedArea } from './selection';

/** An area whose code runs on this page, and the version its own build reports. */
export type LoadedArea = SelectedArea & {
  /** From the area's `./release-info` expose; null until read (or for builds without it). */
  built: string | null;
};

export type ReleaseState = {
  /** The version of each area this page registered with the federation runtime. */
  selection: Selection;
  /** Areas whose code has loaded on this page. */
  loaded: Partial<Record<AreaName, LoadedArea>>;
  /** Override requests that were not used. */
  ignored: IgnoredOverride[];
  /** Loaded areas for which the server now serves another version (offer a reload). */
  updates: AreaName[];
};

const INITIAL: ReleaseState = { selection: {}, loaded: {}, ignored: [], updates: [] };

const sameIgnored = (a: IgnoredOverride, b: IgnoredOverride): boolean =>
  a.area === b.area && a.version === b.version && a.reason === b.reason;

/** What the page knows about area versions; the header badge, notices and footer render it. */
class ReleaseStore {
  private readonly subject = new BehaviorSubject<ReleaseState>(INITIAL);

  get snapshot(): ReleaseState {
    return this.subject.value;
  }

  state$(): Observable<ReleaseState> {
    return this.subject.asObservable();
  }

  private update(change: (state: ReleaseState) => Partial<ReleaseState>): void {
    this.subject.next({ ...this.subject.value, ...change(this.subject.value) });
  }

  setSelection(selection: Selection): void {
    this.update(() => ({ selection }));
  }

  /** An area's first screen rendered: remember which version runs. */
  markLoaded(area: AreaName): void {
    this.update((state) => {
      const selected = state.selection[area];
      if (!selected || state.loaded[area]?.entry === selected.entry) return {};
      return { loaded: { ...state.loaded, [area]: { ...selected, built: null } } };
    });
  }

  setBuilt(area: AreaName, built: string | null): void {
    this.update((state) => {
      const loaded = state.loaded[area];
      return loaded ? { loaded: { ...state.loaded, [area]: { ...loaded, built } } } : {};
    });
  }

  addIgnored(ignored: IgnoredOverride[]): void {
    if (ignored.length === 0) return;
    this.update((state) => ({
      ignored: [
        ...state.ignored,
        ...ignored.filter((item) => !state.ignored.some((known) => sameIgnored(known, item))),
      ],
    }));
  }

  dismissIgnored(): void {
    this.update(() => ({ ignored: [] }));
  }

  addUpdates(areas: AreaName[]): void {
    this.update((state) => ({ updates: [...new Set([...state.updates, ...areas])] }));
  }

  dismissUpdates(): void {
    this.update(() => ({ updates: [] }));
  }

  /** Tests only. */
  reset(): void {
    this.subject.next(INITIAL);
  }
}

export const releaseState = new ReleaseStore();
